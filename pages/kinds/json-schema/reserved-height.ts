import type { CSSProperties } from 'react';
import { type ConstraintBlock, type FieldChange, type FieldRow, valueText } from '../../../isomorphic/schema-views';

/**
 * The long parts of a schema page (field tables, condition blocks, version-change lists) are `deferred` sections
 * (`content-visibility: auto`, `.deferred` in renderer/styles/article.css): the browser lays one out only when it
 * comes near the viewport, and until then reserves the height given here. The estimates come from the amount of text and the
 * number of rows, fitted on the built schema pages at 1280 px (the widths of 800–1600 px differ by a few per cent);
 * a close estimate keeps the scrollbar steady, and renderer/content/hash-target.ts keeps a #fragment target in
 * place while the real heights replace the estimates. Returns the element's class (`className`, the component's own
 * style, plus `deferred`), its kind as `data-deferred` (for tests and tools) and its style.
 */
export type DeferredSectionKind = 'schema-fields' | 'schema-conditions' | 'schema-change-group';

export function deferredSection(
  kind: DeferredSectionKind,
  pixels: number,
  className?: string,
): { className: string; 'data-deferred': DeferredSectionKind; style: CSSProperties } {
  return {
    className: className ? `${className} deferred` : 'deferred',
    'data-deferred': kind,
    style: { containIntrinsicBlockSize: `auto ${Math.round(pixels)}px` },
  };
}

/** Field table: pixels per character of its text, and the header row. */
const tablePerCharacter = 1.05;
const tableHeader = 48;

export function estimatedTableHeight(rows: FieldRow[]): number {
  let characters = 0;
  for (const row of rows) {
    characters += row.path.length + (row.description?.length ?? 0) + 4;
    for (const type of row.types)
      characters +=
        type.label.length + (type.ref?.name.length ?? 0) + (type.pattern?.length ?? 0) + type.details.join('、').length;
    for (const element of row.elements) characters += element.suffix.length + (element.description?.length ?? 0);
    for (const note of row.notes) characters += note.length;
    for (const value of row.allowed?.values ?? []) characters += valueText(value).length + 1;
  }
  return tableHeader + characters * tablePerCharacter;
}

/** Condition blocks: nearly every line (case, clause, value-table row) fits on one line of ~32 px at 1280 px. */
const conditionLine = 32;

function conditionLines(block: ConstraintBlock): number {
  switch (block.kind) {
    case 'when':
      return 1 + block.then.length + (block.otherwise.length > 0 ? 1 + block.otherwise.length : 0);
    case 'pairs':
    case 'combinations':
      return 2 + block.rows.length;
    case 'alternatives':
      return 1 + block.options.length;
    case 'rules':
      return 1 + block.lines.length;
    case 'same':
      return 1;
  }
}

export function estimatedConditionsHeight(blocks: ConstraintBlock[]): number {
  return blocks.reduce((sum, block) => sum + conditionLines(block), 0) * conditionLine;
}

/** Characters of the text a change shows (ChangeDetail in VersionChangesSection.tsx), its fixed wording aside. */
function changeText(change: FieldChange): number {
  const length = (values: string[] = []) => values.join('、').length;
  switch (change.kind) {
    case 'added':
    case 'removed':
      return change.path.length + length(change.facts.types) + 12;
    case 'type':
      return change.path.length + length(change.before) + length(change.after);
    case 'values':
      return (
        change.path.length +
        (change.before && change.after ? length(change.added) + length(change.removed) : length(change.after))
      );
    case 'required':
      return change.path.length + 10;
  }
}

/** Version-change list: its label line, then its changes, whose height follows their text (~0.9 px per character). */
const changeListBase = 45;
const changePerCharacter = 0.9;

export function estimatedChangeListHeight(changes: FieldChange[]): number {
  return changeListBase + changes.reduce((sum, change) => sum + changeText(change), 0) * changePerCharacter;
}
