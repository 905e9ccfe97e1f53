import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { EewGuideline } from '../../isomorphic/data-types/eew-guideline';

/** The shapes of data/eew-guideline.yaml, generated from its meta schema (`npm run types:data`). */
export type { EewGuideline };

export const eewGuidelineFile = path.join(repoRoot, 'data/eew-guideline.yaml');

/** Reads the guideline compliance statements. Throws DataError on bad data (a guideline item listed twice included). */
export function loadEewGuideline(file: string = eewGuidelineFile): EewGuideline {
  const source = loadValidated<EewGuideline>(file, 'eew-guideline.schema.json');
  const issues: DataIssue[] = [];
  for (const scope of ['service', 'client'] as const) {
    const seen = new Map<string, number>();
    source.value[scope].items.forEach((entry, index) => {
      const first = seen.get(entry.item);
      if (first !== undefined) {
        issues.push(source.issue([scope, 'items', index, 'item'], `duplicates ${scope}.items[${first}].item`));
      } else {
        seen.set(entry.item, index);
      }
    });
  }
  throwIfIssues(issues);
  return source.value;
}
