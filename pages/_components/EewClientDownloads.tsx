import { downloadUrl } from '../../isomorphic/content-format';
import type { EewClientInfo } from '../../isomorphic/data-types/eewclient';
import { useSiteContent } from './site-content';
import styles from './EewClientDownloads.module.css';

/** `.exe` from `win-x64.exe`. */
function fileExtension(target: string): string {
  return target.slice(target.lastIndexOf('.'));
}

function DownloadButtons({ client, version, label }: { client: EewClientInfo; version: string; label: string }) {
  const release = client.releases.find((entry) => entry.version === version);
  return (
    <section className={styles.group} aria-label={`${label} v${version}`} data-eewclient-downloads={version}>
      <p className={styles.version}>
        <strong>
          {label} v{version}
        </strong>
        {release && (
          <>
            {' '}
            <time dateTime={release.date}>{release.date.replaceAll('-', '/')}</time> 公開
          </>
        )}
      </p>
      <ul className={styles.buttons}>
        {client.downloads.map((download) => (
          <li key={download.target}>
            <a
              className={styles.button}
              href={downloadUrl(client, download, version)}
              data-download-target={download.target}
            >
              <span className={styles.os}>{download.os}</span>{' '}
              <span className={styles.detail}>
                {download.architecture} ・ {download.package}（{fileExtension(download.target)}）
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Download buttons of the stable build, and of the test build while one newer than stable is out. */
export function EewClientDownloads() {
  const client = useSiteContent().eewClient;
  const hasPreview = client.latestVersion !== client.stableVersion;
  return (
    <>
      <DownloadButtons client={client} version={client.stableVersion} label="正式版" />
      {hasPreview ? <DownloadButtons client={client} version={client.latestVersion} label="試験版" /> : null}
    </>
  );
}
