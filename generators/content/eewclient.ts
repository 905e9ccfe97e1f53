import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot, type DataSource } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import { isPrerelease } from '../../isomorphic/content-format';
import type { EewClientInfo, EewClientRelease } from '../../isomorphic/data-types/eewclient';
import type { PricedEewClient, PricedEewClientPlan } from '../../isomorphic/site-content';
import type { PriceList } from '../../isomorphic/data-types/price';
import { loadPriceList } from './price';

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

/**
 * Every plan with its fees: a plan that is an individual plan of data/price.yaml (`individualPlan: eew.forecast`)
 * takes that plan's monthly maximum, daily price and initial fee, so the amount is written once; one that names no
 * individual plan there is an issue at its `individualPlan`.
 */
function pricedPlans(
  source: DataSource<EewClientInfo>,
  priceList: PriceList,
  issues: DataIssue[],
): PricedEewClientPlan[] {
  return source.value.plans.map((plan, index) => {
    const { individualPlan, monthlyFee, initialFee, dailyFee, ...rest } = plan;
    if (individualPlan === undefined)
      return { ...rest, monthlyFee: monthlyFee ?? 0, initialFee: initialFee ?? 0, dailyFee };
    const priced = priceList.individual.plans.find((candidate) => candidate.api === individualPlan);
    if (!priced) {
      const known = priceList.individual.plans.map((candidate) => candidate.api).join(', ');
      issues.push(
        source.issue(
          ['plans', index, 'individualPlan'],
          `"${individualPlan}" is no individual plan of data/price.yaml (${known})`,
        ),
      );
      return { ...rest, monthlyFee: 0, initialFee: 0 };
    }
    return { ...rest, monthlyFee: priced.monthlyMaxPrice, dailyFee: priced.dailyPrice, initialFee: priced.initialFee };
  });
}

/** Reads the EEW Client download, price and release data. Throws DataError on bad data. */
export function loadEewClient(file: string = eewClientFile, priceList: PriceList = loadPriceList()): PricedEewClient {
  const source = loadValidated<EewClientInfo>(file, 'eewclient.schema.json');
  const client = source.value;
  const issues = [
    ...releaseOrderIssues(source, client.releases),
    ...versionReferenceIssues(source, client),
    ...downloadTargetIssues(source, client),
  ];
  const plans = pricedPlans(source, priceList, issues);
  throwIfIssues(issues);
  return { ...client, plans };
}
