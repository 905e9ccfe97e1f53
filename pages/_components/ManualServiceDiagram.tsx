import styles from './ManualServiceDiagram.module.css';

/** The parts of the service, in the order a telegram reaches them. */
const parts = {
  center: { name: '気象業務支援センター', role: '東京・大阪から送信' },
  receiver: { name: 'Socket server', role: '電文の受信' },
  relay: { name: 'IRES', role: '登録・編集・重複抑止' },
  json: { name: 'JSON conversion', role: 'XML を JSON に変換' },
  websocket: { name: 'WebSocket', role: 'リアルタイム配信' },
  api: { name: 'API Server', role: 'REST API' },
  user: { name: 'ユーザー', role: 'アプリケーション' },
} as const;

type Part = keyof typeof parts;

/** Where each box sits in one drawing, and which edges the arrows join. */
interface DiagramLayout {
  width: number;
  height: number;
  box: { width: number; height: number };
  at: Record<Part, { x: number; y: number }>;
  /** [from, to, side]: 'right' joins from's right edge to to's left edge, 'down' from's bottom to to's top. */
  arrows: Array<[Part, Part, 'right' | 'down']>;
  /** The note under the drawing, one entry per line. */
  note: string[];
}

const arrows: DiagramLayout['arrows'] = [
  ['center', 'receiver', 'right'],
  ['receiver', 'relay', 'right'],
  ['relay', 'websocket', 'right'],
  ['relay', 'api', 'right'],
  ['relay', 'json', 'down'],
  ['websocket', 'user', 'right'],
  ['api', 'user', 'right'],
];

/** Desktop: left to right in one band. */
const wide: DiagramLayout = {
  width: 1010,
  height: 296,
  box: { width: 170, height: 64 },
  at: {
    center: { x: 10, y: 98 },
    receiver: { x: 215, y: 98 },
    relay: { x: 420, y: 98 },
    json: { x: 420, y: 188 },
    websocket: { x: 625, y: 48 },
    api: { x: 625, y: 148 },
    user: { x: 830, y: 98 },
  },
  arrows,
  note: ['DMDATA.JP の各サーバーは AWS の東京リージョンと大阪リージョンに分かれて動いています'],
};

/** Phone: top to bottom, two boxes a row at most, so the text stays at least 12 px on a 390 px screen. */
const tall: DiagramLayout = {
  width: 360,
  height: 560,
  box: { width: 165, height: 64 },
  at: {
    center: { x: 97, y: 10 },
    receiver: { x: 97, y: 110 },
    relay: { x: 10, y: 210 },
    json: { x: 185, y: 210 },
    websocket: { x: 10, y: 320 },
    api: { x: 185, y: 320 },
    user: { x: 97, y: 430 },
  },
  arrows: [
    ['center', 'receiver', 'down'],
    ['receiver', 'relay', 'down'],
    ['relay', 'json', 'right'],
    ['relay', 'websocket', 'down'],
    ['relay', 'api', 'down'],
    ['websocket', 'user', 'down'],
    ['api', 'user', 'down'],
  ],
  note: ['DMDATA.JP の各サーバーは AWS の', '東京リージョンと大阪リージョンに分かれて動いています'],
};

function Box({ part, layout }: { part: Part; layout: DiagramLayout }) {
  const { x, y } = layout.at[part];
  const { width, height } = layout.box;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={8} fill="none" stroke="currentColor" />
      <text x={x + width / 2} y={y + 27} textAnchor="middle" fontWeight="bold" fontSize="15" fill="currentColor">
        {parts[part].name}
      </text>
      <text x={x + width / 2} y={y + 49} textAnchor="middle" fontSize="13" fill="currentColor">
        {parts[part].role}
      </text>
    </g>
  );
}

function Arrow({
  from,
  to,
  side,
  layout,
  marker,
}: {
  from: Part;
  to: Part;
  side: 'right' | 'down';
  layout: DiagramLayout;
  marker: string;
}) {
  const a = layout.at[from];
  const b = layout.at[to];
  const { width, height } = layout.box;
  const line =
    side === 'right'
      ? { x1: a.x + width, y1: a.y + height / 2, x2: b.x - 4, y2: b.y + height / 2 }
      : { x1: a.x + width / 2, y1: a.y + height, x2: b.x + width / 2, y2: b.y - 4 };
  return <line {...line} stroke="currentColor" markerEnd={`url(#${marker})`} />;
}

/** One drawing of the diagram; `id` keeps its title, description and arrow head apart from the other drawing's. */
function DiagramDrawing({ layout, id, className }: { layout: DiagramLayout; id: string; className: string }) {
  const marker = `${id}-arrow`;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>DMDATA.JP のサービス構成（概略）</title>
      <desc id={`${id}-desc`}>
        気象業務支援センターから Socket server が電文を受け取り、IRES が登録・編集・重複を抑止します。電文は WebSocket
        と API Server からユーザーへ届き、JSON conversion が XML 電文を JSON に変換します。
      </desc>
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
        </marker>
      </defs>
      {(Object.keys(parts) as Part[]).map((part) => (
        <Box key={part} part={part} layout={layout} />
      ))}
      {layout.arrows.map(([from, to, side]) => (
        <Arrow key={`${from}-${to}`} from={from} to={to} side={side} layout={layout} marker={marker} />
      ))}
      {layout.note.map((line, index) => (
        <text
          key={line}
          x={layout.width / 2}
          y={layout.height - 12 - (layout.note.length - 1 - index) * 20}
          textAnchor="middle"
          fontSize="13"
          fill="currentColor"
        >
          {line}
        </text>
      ))}
    </svg>
  );
}

/**
 * How a telegram travels through DMDATA.JP (receive → relay → deliver), drawn for this site: left to right on a
 * wide column, top to bottom on a phone (the stylesheet shows one of the two). Colours follow the text colour, so
 * the drawing works in light and dark mode.
 */
export function ManualServiceDiagram() {
  return (
    <figure className={styles.diagram}>
      <DiagramDrawing layout={wide} id="manual-diagram" className={styles.wide} />
      <DiagramDrawing layout={tall} id="manual-diagram-tall" className={styles.tall} />
      <figcaption>電文が届くまでの流れ（概略）</figcaption>
    </figure>
  );
}
