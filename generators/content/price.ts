import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import type { DataSource } from '../data/data-source';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import { keyedDuplicates } from '../data/data-checks';
import type { PriceList } from '../../isomorphic/data-types/price';

/** The shapes of data/price.yaml, generated from its meta schema (`npm run types:data`). */
export type { PriceList };

export const priceFile = path.join(repoRoot, 'data/price.yaml');

interface NamedEntry {
  name: string;
  api: string;
}

/** API names must be unique across every corporate list, since one contract class has one price. */
function corporateApiIssues(source: DataSource<PriceList>): DataIssue[] {
  const { corporate } = source.value;
  const lists: Array<[string, NamedEntry[]]> = [
    ['telegramClasses', corporate.telegramClasses],
    ['websocketOptions', corporate.websocketOptions],
    ['jmafileClasses', corporate.jmafileClasses],
  ];
  const issues: DataIssue[] = [];
  for (const [list, entries] of lists) {
    issues.push(...keyedDuplicates(source, ['corporate', list], entries, 'api', 'API name'));
    issues.push(...keyedDuplicates(source, ['corporate', list], entries, 'name', 'class name'));
  }
  return issues;
}

/** Every individual plan must be one of the corporate telegram classes (same API name, same class name). */
function individualPlanIssues(source: DataSource<PriceList>): DataIssue[] {
  const classes = new Map(source.value.corporate.telegramClasses.map((entry) => [entry.api, entry]));
  const plans = source.value.individual.plans;
  const issues = keyedDuplicates(source, ['individual', 'plans'], plans, 'api', 'API name');
  plans.forEach((plan, index) => {
    const match = classes.get(plan.api);
    if (!match) {
      issues.push(
        source.issue(['individual', 'plans', index, 'api'], `"${plan.api}" is not in corporate.telegramClasses`),
      );
    } else if (match.name !== plan.name) {
      issues.push(
        source.issue(
          ['individual', 'plans', index, 'name'],
          `must be "${match.name}", the name of ${plan.api} in corporate.telegramClasses`,
        ),
      );
    }
    if (plan.dailyPrice > plan.monthlyMaxPrice) {
      issues.push(source.issue(['individual', 'plans', index, 'dailyPrice'], 'must not exceed monthlyMaxPrice'));
    }
  });
  return issues;
}

/** Reads and checks data/price.yaml (or `file`). Throws DataError listing every problem. */
export function loadPriceList(file: string = priceFile): PriceList {
  const source = loadValidated<PriceList>(file, 'price.schema.json');
  throwIfIssues([...corporateApiIssues(source), ...individualPlanIssues(source)]);
  return source.value;
}
