import {
  isPrerelease,
  loadEewClient,
  type EewClientRelease,
} from '../../generators/content/eewclient';

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

/** Release history of EEW Client, newest first, from data/eewclient.yaml. */
export function EewClientVersions() {
  const { releases } = loadEewClient();
  return (
    <ul>
      {releases.map((release) => (
        <ReleaseEntry key={release.version} release={release} />
      ))}
    </ul>
  );
}
