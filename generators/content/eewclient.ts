import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot, type DataSource } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import { isPrerelease } from '../../isomorphic/content-format';
import type { EewClientInfo, EewClientRelease } from '../../isomorphic/data-types/eewclient';

/** The shapes of data/eewclient.yaml, generated from its meta schema (`npm run types:data`). */
export type { EewClientInfo };

export const eewClientFile = path.join(repoRoot, 'data/eewclient.yaml');

function releaseOrderIssues(source: DataSource<EewClientInfo>, releases: EewClientRelease[]): DataIssue[] {
  const issues: DataIssue[] = [];
  const seen = new Map<string, number>();
  releases.forEach((release, index) => {
    const previous = releases[index - 1];
    if (previous && release.date > previous.date) {
      issues.push(
        source.issue(
          ['releases', index, 'date'],
          `must not be newer than the release above (${previous.date}); newest first`,
        ),
      );
    }
    const first = seen.get(release.version);
    if (first !== undefined)
      issues.push(source.issue(['releases', index, 'version'], `duplicates releases[${first}].version`));
    else seen.set(release.version, index);
  });
  return issues;
}

function versionReferenceIssues(source: DataSource<EewClientInfo>, client: EewClientInfo): DataIssue[] {
  const issues: DataIssue[] = [];
  const versions = client.releases.map((release) => release.version);
  if (!versions.includes(client.stableVersion)) {
    issues.push(source.issue(['stableVersion'], `no release ${client.stableVersion} in releases`));
  } else if (isPrerelease(client.stableVersion)) {
    issues.push(source.issue(['stableVersion'], 'must not be a pre-release (-rc.N) version'));
  }
  if (client.latestVersion !== versions[0]) {
    issues.push(source.issue(['latestVersion'], `must be the newest release (${versions[0]})`));
  }
  return issues;
}

function downloadTargetIssues(source: DataSource<EewClientInfo>, client: EewClientInfo): DataIssue[] {
  const seen = new Map<string, number>();
  const issues: DataIssue[] = [];
  client.downloads.forEach((download, index) => {
    const first = seen.get(download.target);
    if (first !== undefined)
      issues.push(source.issue(['downloads', index, 'target'], `duplicates downloads[${first}].target`));
    else seen.set(download.target, index);
  });
  return issues;
}

/** Reads the EEW Client download, price and release data. Throws DataError on bad data. */
export function loadEewClient(file: string = eewClientFile): EewClientInfo {
  const source = loadValidated<EewClientInfo>(file, 'eewclient.schema.json');
  const client = source.value;
  throwIfIssues([
    ...releaseOrderIssues(source, client.releases),
    ...versionReferenceIssues(source, client),
    ...downloadTargetIssues(source, client),
  ]);
  return client;
}
