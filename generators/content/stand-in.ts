import path from 'node:path';
import { repoRoot } from '../data/data-source';
import type { DataIssue } from '../data/data-error';
import { loadValidated, throwIfIssues } from '../data/validate';
import { servedClassifications } from '../stand-in/telegrams';
import type { IndividualPlanPrice } from '../../isomorphic/data-types/price';
import type { StandInInfo } from '../../isomorphic/data-types/stand-in';
import { standInPlansOf, type StandInPlan } from '../../isomorphic/stand-in-plans';
import { loadPriceList } from './price';

export const standInFile = path.join(repoRoot, 'data/stand-in.yaml');

/** What the contracts are checked against: the classifications the stand-in sends and the individual plans. */
export interface StandInCatalogs {
  served: readonly string[];
  plans: IndividualPlanPrice[];
}

/** The stand-in's own classifications (generators/stand-in/telegrams.ts) and the plans of data/price.yaml. */
function standInCatalogs(): StandInCatalogs {
  return { served: servedClassifications, plans: loadPriceList().individual.plans };
}

/**
 * data/stand-in.yaml (or `file`): the stand-in's download path, options, faults, commands and contracts. Names must
 * be unique; the contracts name each classification the stand-in delivers under exactly once, each with an
 * individual plan in data/price.yaml, and no planId twice (`catalogs` by default the real ones, or a test's own).
 */
export function loadStandInInfo(
  file: string = standInFile,
  catalogs: StandInCatalogs = standInCatalogs(),
): StandInInfo {
  return loadStandIn(file, catalogs).info;
}

function loadStandIn(file: string, { served, plans }: StandInCatalogs) {
  const source = loadValidated<StandInInfo>(file, 'stand-in.schema.json');
  const info = source.value;
  const issues: DataIssue[] = (['options', 'faults'] as const).flatMap((list) =>
    info[list].flatMap((entry, index) =>
      info[list].findIndex((other) => other.name === entry.name) < index
        ? [source.issue([list, index, 'name'], `duplicates an earlier ${list} entry`)]
        : [],
    ),
  );
  info.contracts.forEach((contract, index) => {
    const at = ['contracts', index];
    if (!served.includes(contract.classification))
      issues.push(
        source.issue(
          [...at, 'classification'],
          `the stand-in sends no telegram under "${contract.classification}" (it sends ${served.join(', ')})`,
        ),
      );
    else if (!plans.some((plan) => plan.api === contract.classification))
      issues.push(
        source.issue([...at, 'classification'], `data/price.yaml has no individual plan "${contract.classification}"`),
      );
    if (info.contracts.findIndex((other) => other.classification === contract.classification) < index)
      issues.push(source.issue([...at, 'classification'], 'duplicates an earlier contract'));
    if (contract.planId !== undefined && info.contracts.findIndex((other) => other.planId === contract.planId) < index)
      issues.push(source.issue([...at, 'planId'], 'duplicates an earlier planId'));
  });
  for (const classification of served) {
    if (!info.contracts.some((contract) => contract.classification === classification))
      issues.push(source.issue(['contracts'], `names no contract for "${classification}", which the stand-in sends`));
  }
  throwIfIssues(issues);
  return { info, plans };
}

/** The plans Contract List v2 of the stand-in answers with (isomorphic/stand-in-plans.ts). */
export function standInPlans(file: string = standInFile): StandInPlan[] {
  const { info, plans } = loadStandIn(file, standInCatalogs());
  return standInPlansOf(info.contracts, plans);
}
