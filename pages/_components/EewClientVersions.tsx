import { isPrerelease } from '../../isomorphic/content-format';
import type { EewClientRelease } from '../../isomorphic/data-types/eewclient';
import { useSiteContent } from './site-content';

function ReleaseEntry({ release }: { release: EewClientRelease }) {
  const label = isPrerelease(release.version) ? '（試験版）' : '';
  return (
    <li>
      <p>
        <strong>
          v{release.version}
          {label}
        </strong>{' '}
        <time dateTime={release.date}>{release.date.replaceAll('-', '/')}</time>
      </p>
      {release.notice ? (
        <p>
          <strong>{release.notice}</strong>
        </p>
      ) : null}
      <ul>
        {release.changes.map((change, index) => (
          <li key={index}>{change}</li>
        ))}
      </ul>
    </li>
  );
}

/** How many releases stay open; the older ones fold under one disclosure. */
const openReleases = 3;

/** Release history of EEW Client, newest first, from data/eewclient.yaml; releases after the third are folded. */
export function EewClientVersions() {
  const { releases } = useSiteContent().eewClient;
  const older = releases.slice(openReleases);
  return (
    <>
      <ul>
        {releases.slice(0, openReleases).map((release) => (
          <ReleaseEntry key={release.version} release={release} />
        ))}
      </ul>
      {older.length > 0 && (
        <details>
          <summary>
            それ以前の版（v{older.at(-1)?.version} 〜 v{older[0].version}、{older.length}件）
          </summary>
          <ul>
            {older.map((release) => (
              <ReleaseEntry key={release.version} release={release} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
