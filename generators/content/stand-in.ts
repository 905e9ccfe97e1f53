import path from 'node:path';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { StandInInfo } from '../../isomorphic/data-types/stand-in';

export const standInFile = path.join(repoRoot, 'data/stand-in.yaml');

/** data/stand-in.yaml: the stand-in's download path, options, faults and commands. Names must be unique. */
export function loadStandInInfo(file: string = standInFile): StandInInfo {
  const source = loadValidated<StandInInfo>(file, 'stand-in.schema.json');
  const info = source.value;
  throwIfIssues(
    (['options', 'faults'] as const).flatMap((list) =>
      info[list].flatMap((entry, index) =>
        info[list].findIndex((other) => other.name === entry.name) < index
          ? [source.issue([list, index, 'name'], `duplicates an earlier ${list} entry`)]
          : [],
      ),
    ),
  );
  return info;
}
