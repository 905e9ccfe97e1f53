import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { EewGuideline, GuidelineItem } from '../../isomorphic/data-types/eew-guideline';

/** The shapes of data/eew-guideline.yaml, generated from its meta schema (`npm run types:data`). */
export type { EewGuideline, GuidelineItem };

/** How a guideline item is met: 対応 / 利用者が選択 / 対応できない / 使用しない. */
export type GuidelineStatus = GuidelineItem['status'];

/** `service`: the delivery service (/docs/eew); `client`: EEW Client (/eewclient/guidline). */
export type GuidelineScope = keyof EewGuideline;

export const eewGuidelineFile = path.join(repoRoot, 'data/eew-guideline.yaml');

/** How each status is shown: the label in the table and what it means. */
export const guidelineStatuses: Record<GuidelineStatus, { label: string; meaning: string }> = {
  supported: { label: '対応', meaning: 'DMDATA.JP の配信またはアプリケーションで措置しています。' },
  'user-choice': { label: '利用者が選択', meaning: '措置するかどうかを利用者が決めます。' },
  unavailable: { label: '対応できない', meaning: 'インターネットで配信するサービスの性質上、措置できません。' },
  'not-used': { label: '使用しない', meaning: 'その種類の情報を扱いません。' },
};

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
