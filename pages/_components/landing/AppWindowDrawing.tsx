import styles from './AppWindowDrawing.module.css';

/** A stylised map of Japan's main islands (not to scale), enough to read as a map beside the forecast panel. */
const islands = [
  'M236 56 l20 -10 l22 10 l-6 18 l-18 10 l-16 -8 z',
  'M236 98 l12 8 l-2 34 l-10 28 l-22 22 l-28 14 l-30 10 l-28 8 l-10 -8 l22 -12 l28 -12 l26 -16 l20 -22 l12 -26 z',
  'M140 226 l28 -6 l4 12 l-26 6 z',
  'M100 222 l20 2 l4 24 l-16 16 l-14 -16 z',
];

/** The epicentre and the wave circles (S inside P), and the visitor's point between them. */
const epicentre = { x: 262, y: 152 };

/**
 * A drawing of EEW Client's window (not a screenshot): a map with the epicentre and the P and S wave circles,
 * and the panel with the forecast intensity and the seconds until the main shaking. Colours follow the theme.
 */
export function AppWindowDrawing() {
  return (
    <svg className={styles.window} viewBox="0 0 480 300" role="img" aria-labelledby="app-window-title" data-app-window>
      <title id="app-window-title">
        EEW Client の画面の模式図: 地図に震央と P 波・S 波の円、右側に設定地点の予想震度と主要動までの秒数
      </title>
      <rect x="1" y="1" width="478" height="298" rx="12" className={styles.frame} />
      <path d="M1 13 a12 12 0 0 1 12 -12 h454 a12 12 0 0 1 12 12 v17 h-478 z" className={styles.titleBar} />
      <circle cx="18" cy="16" r="5" className={styles.dot} />
      <circle cx="34" cy="16" r="5" className={styles.dot} />
      <circle cx="50" cy="16" r="5" className={styles.dot} />
      <text x="240" y="21" className={styles.windowTitle}>
        EEW Client
      </text>

      <clipPath id="app-window-map">
        <rect x="12" y="40" width="290" height="248" rx="8" />
      </clipPath>
      <g clipPath="url(#app-window-map)">
        <rect x="12" y="40" width="290" height="248" className={styles.sea} />
        {islands.map((d) => (
          <path key={d} d={d} className={styles.land} />
        ))}
        <circle cx={epicentre.x} cy={epicentre.y} r="78" className={styles.pWave} />
        <circle cx={epicentre.x} cy={epicentre.y} r="44" className={styles.sWave} />
        <path
          d={`M${epicentre.x - 7} ${epicentre.y - 7} l14 14 M${epicentre.x + 7} ${epicentre.y - 7} l-14 14`}
          className={styles.epicentre}
        />
        <path d="M200 186 l8 -10 l8 10 v10 h-16 z" className={styles.home} />
      </g>

      <rect x="314" y="40" width="154" height="104" rx="8" className={styles.intensityCard} />
      <text x="391" y="62" className={styles.cardCaption}>
        設定地点の予想震度
      </text>
      <text x="391" y="124" className={styles.intensity}>
        5弱
      </text>

      <rect x="314" y="154" width="154" height="70" rx="8" className={styles.card} />
      <text x="391" y="176" className={styles.cardCaptionMuted}>
        主要動まで
      </text>
      <text x="391" y="212" className={styles.countdown}>
        12秒
      </text>

      <rect x="314" y="234" width="154" height="54" rx="8" className={styles.card} />
      <text x="391" y="255" className={styles.cardCaptionMuted}>
        長周期地震動階級
      </text>
      <text x="391" y="279" className={styles.smallValue}>
        1
      </text>
    </svg>
  );
}
