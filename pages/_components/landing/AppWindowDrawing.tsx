import styles from './AppWindowDrawing.module.css';

/** Islands of a stylised map (not to scale): enough to read as "a map of Japan" beside the forecast panel. */
const islands = [
  'M228 58 l22 -10 l18 8 l-4 18 l-20 6 l-14 -8 z',
  'M214 92 l14 6 l6 22 l-4 26 l-14 20 l-22 16 l-26 8 l-24 4 l-16 -4 l6 -12 l22 -6 l22 -12 l16 -18 l8 -22 z',
  'M118 170 l22 -2 l8 8 l-12 8 l-20 -2 z',
  'M92 188 l16 4 l4 14 l-12 10 l-14 -6 z',
];

/**
 * A drawing of EEW Client's window (not a screenshot): a map with the epicentre and the P and S wave circles,
 * and the panel with the forecast intensity and the seconds until the main shaking. Colours follow the theme.
 */
export function AppWindowDrawing() {
  return (
    <svg className={styles.window} viewBox="0 0 480 300" role="img" aria-labelledby="app-window-title" data-app-window>
      <title id="app-window-title">EEW Client の画面の模式図: 地図に震央と P 波・S 波の円、右側に設定地点の予想震度と主要動までの秒数</title>
      <rect x="1" y="1" width="478" height="298" rx="12" className={styles.frame} />
      <path d="M1 13 a12 12 0 0 1 12 -12 h454 a12 12 0 0 1 12 12 v17 h-478 z" className={styles.titleBar} />
      <circle cx="18" cy="16" r="5" className={styles.dot} />
      <circle cx="34" cy="16" r="5" className={styles.dot} />
      <circle cx="50" cy="16" r="5" className={styles.dot} />
      <text x="240" y="21" className={styles.windowTitle}>EEW Client</text>

      <rect x="12" y="40" width="290" height="248" rx="8" className={styles.sea} />
      {islands.map((d) => (
        <path key={d} d={d} className={styles.land} />
      ))}
      <circle cx="236" cy="176" r="74" className={styles.pWave} />
      <circle cx="236" cy="176" r="44" className={styles.sWave} />
      <path d="M229 169 l14 14 M243 169 l-14 14" className={styles.epicentre} />
      <path d="M176 120 l7 -9 l7 9 v9 h-14 z" className={styles.home} />

      <rect x="314" y="40" width="154" height="104" rx="8" className={styles.intensityCard} />
      <text x="391" y="62" className={styles.cardCaption}>設定地点の予想震度</text>
      <text x="391" y="124" className={styles.intensity}>5弱</text>

      <rect x="314" y="154" width="154" height="70" rx="8" className={styles.card} />
      <text x="391" y="176" className={styles.cardCaptionMuted}>主要動まで</text>
      <text x="391" y="212" className={styles.countdown}>12秒</text>

      <rect x="314" y="234" width="154" height="54" rx="8" className={styles.card} />
      <text x="391" y="255" className={styles.cardCaptionMuted}>長周期地震動階級</text>
      <text x="391" y="279" className={styles.smallValue}>1</text>
    </svg>
  );
}
