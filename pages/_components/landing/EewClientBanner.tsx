import { licenceLabel } from '../../../isomorphic/content-format';
import { useSiteContent } from '../site-content';
import { AppWindowDrawing } from './AppWindowDrawing';
import styles from './EewClientBanner.module.css';

/** A banner for EEW Client: what it is, the licence its forecasts rest on, and a link to its page. */
export function EewClientBanner({ href }: { href: string }) {
  const { eewClient: client, service: facts } = useSiteContent();
  return (
    <aside className={styles.banner} aria-labelledby="eewclient-banner-title" data-eewclient-banner>
      <div className={styles.text}>
        <p className={styles.kicker}>パソコン用の緊急地震速報アプリケーション</p>
        <h2 id="eewclient-banner-title" className={styles.title}>
          {client.name}
        </h2>
        <p className={styles.body}>
          設定した地点の予想震度と、主要動が届くまでの秒数を表示します。予想は{licenceLabel(facts)}にもとづきます。
        </p>
        <a className={styles.link} href={href}>
          EEW Client を見る（v{client.stableVersion}）
        </a>
      </div>
      <div className={styles.picture}>
        <AppWindowDrawing />
      </div>
    </aside>
  );
}
