/** One box of the diagram: a name and a short role, both drawn as SVG text. */
interface DiagramNode {
  x: number;
  y: number;
  name: string;
  role: string;
}

const boxWidth = 170;
const boxHeight = 64;

const nodes: DiagramNode[] = [
  { x: 10, y: 98, name: '気象業務支援センター', role: '東京・大阪から送信' },
  { x: 215, y: 98, name: 'Socket server', role: '電文の受信' },
  { x: 420, y: 98, name: 'IRES', role: '登録・編集・重複抑止' },
  { x: 420, y: 188, name: 'JSON conversion', role: 'XML を JSON に変換' },
  { x: 625, y: 48, name: 'WebSocket', role: 'リアルタイム配信' },
  { x: 625, y: 148, name: 'API Server', role: 'REST API' },
];

const user = { x: 830, y: 98, name: '利用者', role: 'アプリケーション' };

function Box({ node }: { node: DiagramNode }) {
  return (
    <g>
      <rect x={node.x} y={node.y} width={boxWidth} height={boxHeight} rx={8} fill="none" stroke="currentColor" />
      <text x={node.x + boxWidth / 2} y={node.y + 27} textAnchor="middle" fontWeight="bold" fill="currentColor">
        {node.name}
      </text>
      <text x={node.x + boxWidth / 2} y={node.y + 49} textAnchor="middle" fontSize="13" fill="currentColor">
        {node.role}
      </text>
    </g>
  );
}

/** A straight arrow from the bottom edge of `from` down to the top edge of `to`. */
function DownArrow({ from, to }: { from: DiagramNode; to: DiagramNode }) {
  const x = from.x + boxWidth / 2;
  return <line x1={x} y1={from.y + boxHeight} x2={x} y2={to.y - 4} stroke="currentColor" markerEnd="url(#manual-diagram-arrow)" />;
}

/** A straight arrow from the right edge of `from` to the left edge of `to`. */
function Arrow({ from, to }: { from: DiagramNode; to: DiagramNode }) {
  return (
    <line
      x1={from.x + boxWidth}
      y1={from.y + boxHeight / 2}
      x2={to.x - 4}
      y2={to.y + boxHeight / 2}
      stroke="currentColor"
      markerEnd="url(#manual-diagram-arrow)"
    />
  );
}

/**
 * How a telegram travels through DMDATA.JP (receive → relay → deliver), drawn for this site.
 * Colours follow the text colour, so the drawing works in light and dark mode.
 */
export function ManualServiceDiagram() {
  const [center, receiver, relay, json, websocket, api] = nodes;
  return (
    <figure>
      <svg viewBox="0 0 1010 296" width="100%" role="img" aria-labelledby="manual-diagram-title manual-diagram-desc">
        <title id="manual-diagram-title">DMDATA.JP のサービス構成（概略）</title>
        <desc id="manual-diagram-desc">
          気象業務支援センターから Socket server が電文を受け取り、IRES が登録・編集・重複の抑止を行います。電文は
          WebSocket と API Server から利用者へ届き、JSON conversion が XML 電文を JSON に変換します。
        </desc>
        <defs>
          <marker id="manual-diagram-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
          </marker>
        </defs>
        {nodes.map((node) => (
          <Box key={node.name} node={node} />
        ))}
        <Box node={user} />
        <Arrow from={center} to={receiver} />
        <Arrow from={receiver} to={relay} />
        <Arrow from={relay} to={websocket} />
        <Arrow from={relay} to={api} />
        <DownArrow from={relay} to={json} />
        <Arrow from={websocket} to={user} />
        <Arrow from={api} to={user} />
        <text x={505} y={284} textAnchor="middle" fontSize="13" fill="currentColor">
          DMDATA.JP の各サーバーは AWS の東京リージョンと大阪リージョンに分かれて動いています
        </text>
      </svg>
      <figcaption>電文が届くまでの流れ（概略）</figcaption>
    </figure>
  );
}
