import { useSiteContent } from '../site-content';
import styles from './DeliveryDiagram.module.css';

/** The three ways a telegram leaves the service, drawn as the diagram's fourth row. */
const channels = ['WebSocket', 'REST API', 'JSON'] as const;

const width = 400;
const boxHeight = 52;
const rows = { jma: 8, sites: 96, core: 196, channels: 292, app: 372 } as const;

function Box({
  x,
  y,
  w,
  h,
  className,
  rx = 10,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  className: string;
  rx?: number;
}) {
  return <rect x={x} y={y} width={w} height={h} rx={rx} className={className} />;
}

function Arrow({ from, to }: { from: [number, number]; to: [number, number] }) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const middle = (y1 + y2) / 2;
  return (
    <path
      d={`M${x1} ${y1} C${x1} ${middle} ${x2} ${middle} ${x2} ${y2 - 6}`}
      className={styles.arrow}
      markerEnd="url(#delivery-arrow-head)"
    />
  );
}

/**
 * How a telegram reaches the visitor's application: JMA → the receiving sites (from data/service.yaml) →
 * DMDATA.JP → WebSocket / REST API / JSON → the application. Drawn here as SVG; colours follow the theme.
 */
export function DeliveryDiagram() {
  const { receivingSites, name } = useSiteContent().service;
  const siteWidth = 150;
  const siteGap = (width - siteWidth * receivingSites.length) / (receivingSites.length + 1);
  const siteX = (index: number) => siteGap + index * (siteWidth + siteGap);
  const channelWidth = 112;
  const channelGap = (width - channelWidth * channels.length) / (channels.length + 1);
  const channelX = (index: number) => channelGap + index * (channelWidth + channelGap);
  const centre = width / 2;
  const sitesLabel = receivingSites.map((site) => site.city).join('と');
  return (
    <svg
      className={styles.diagram}
      viewBox={`0 0 ${width} 432`}
      role="img"
      aria-labelledby="delivery-diagram-title"
      data-delivery-diagram
    >
      <title id="delivery-diagram-title">{`気象庁の電文が${sitesLabel}の受信拠点から ${name} に届き、WebSocket・REST API・JSON であなたのアプリケーションへ渡る流れ`}</title>
      <defs>
        <marker
          id="delivery-arrow-head"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" className={styles.arrowHead} />
        </marker>
      </defs>

      <Box x={centre - 90} y={rows.jma} w={180} h={boxHeight - 6} className={styles.source} />
      <text x={centre} y={rows.jma + 30} className={styles.label}>
        気象庁
      </text>

      {receivingSites.map((site, index) => (
        <g key={site.city}>
          <Arrow from={[centre, rows.jma + boxHeight - 6]} to={[siteX(index) + siteWidth / 2, rows.sites]} />
          <Box x={siteX(index)} y={rows.sites} w={siteWidth} h={boxHeight + 8} className={styles.node} />
          <text x={siteX(index) + siteWidth / 2} y={rows.sites + 22} className={styles.caption}>
            受信拠点
          </text>
          <text x={siteX(index) + siteWidth / 2} y={rows.sites + 46} className={styles.label}>
            {site.city}
          </text>
          <Arrow from={[siteX(index) + siteWidth / 2, rows.sites + boxHeight + 8]} to={[centre, rows.core]} />
        </g>
      ))}

      <Box x={centre - 110} y={rows.core} w={220} h={boxHeight} className={styles.core} />
      <text x={centre} y={rows.core + 33} className={styles.coreLabel}>
        {name}
      </text>

      {channels.map((channel, index) => (
        <g key={channel}>
          <Arrow from={[centre, rows.core + boxHeight]} to={[channelX(index) + channelWidth / 2, rows.channels]} />
          <Box x={channelX(index)} y={rows.channels} w={channelWidth} h={40} rx={20} className={styles.channel} />
          <text x={channelX(index) + channelWidth / 2} y={rows.channels + 26} className={styles.channelLabel}>
            {channel}
          </text>
          <Arrow from={[channelX(index) + channelWidth / 2, rows.channels + 40]} to={[centre, rows.app]} />
        </g>
      ))}

      <Box x={centre - 130} y={rows.app} w={260} h={boxHeight} className={styles.app} />
      <text x={centre} y={rows.app + 33} className={styles.label}>
        あなたのアプリケーション
      </text>
    </svg>
  );
}
