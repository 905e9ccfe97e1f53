/**
 * What an index row, a plan card and the entry's own page say about one telegram's codes and status, in one
 * wording: the data-type codes by variant (with the provider's remark: 国内, 昭和基地, 海外編集 …, and the notation
 * in place of the codes it stands for), the status with its date and replacement, and the status of each variant
 * that differs from the entry's.
 */
import { Fragment } from 'react';
import type { TelegramEntry, TelegramStatus } from '../../../isomorphic/catalog-types';
import type { TelegramVariant } from '../../../isomorphic/data-types/telegrams';
import { telegramUrl } from '../../../isomorphic/routes';
import { CodeList } from './CodeList';
import { DeliveryStatus } from './DeliveryStatus';
import styles from './TelegramSummary.module.css';

type CodeSource = Pick<TelegramEntry, 'dataTypes' | 'dataTypePatterns'>;

/**
 * The notations named in `notations`, then the codes in their order: a notation stands in for its codes where the
 * set holds all of them (or it is named).
 */
export function codeItems(entry: CodeSource, codes: readonly string[], notations: readonly string[]): string[] {
  const patterns = entry.dataTypePatterns ?? [];
  const set = new Set(codes);
  const used = patterns.filter(
    (pattern) =>
      notations.includes(pattern.notation) || (pattern.codes?.length && pattern.codes.every((code) => set.has(code))),
  );
  const items: string[] = patterns
    .filter((pattern) => notations.includes(pattern.notation))
    .map((pattern) => pattern.notation);
  const covered = new Map<string, string>();
  for (const pattern of used) for (const code of pattern.codes ?? []) covered.set(code, pattern.notation);
  for (const code of codes) {
    const item = covered.get(code) ?? code;
    if (!items.includes(item)) items.push(item);
  }
  return items;
}

export interface CodeGroup {
  /** The variant's remark or name (国内, 定時 …); absent for codes outside any variant. */
  label?: string;
  items: string[];
  variant?: TelegramVariant;
}

/** The entry's codes by variant, then the codes and notations no variant holds. */
export function codeGroups(entry: CodeSource & Pick<TelegramEntry, 'variants'>): CodeGroup[] {
  const variants = entry.variants ?? [];
  const groups: CodeGroup[] = variants.map((variant) => ({
    label: variant.label ?? variant.controlTitle,
    items: codeItems(entry, variant.dataTypes ?? [], variant.patterns ?? []),
    variant,
  }));
  const placed = new Set(groups.flatMap((group) => group.items));
  const inVariants = new Set(variants.flatMap((variant) => variant.dataTypes ?? []));
  const restCodes = entry.dataTypes.filter((code) => !inVariants.has(code));
  const restNotations = (entry.dataTypePatterns ?? [])
    .map((pattern) => pattern.notation)
    .filter((notation) => !placed.has(notation));
  const rest = codeItems(entry, restCodes, restNotations).filter((item) => !placed.has(item));
  if (rest.length > 0) groups.push({ items: rest });
  return groups;
}

/** Every data-type code and notation of the entry, one line per variant, led by its remark. */
export function DataTypeCodes({ entry }: { entry: TelegramEntry }) {
  const groups = codeGroups(entry);
  if (groups.length === 1 && !groups[0].label) return <CodeList items={groups[0].items} />;
  return (
    <>
      {groups.map((group, index) => (
        <div key={index} className={styles.line} data-code-group>
          {group.label && <span className={styles.label}>{group.label}: </span>}
          <CodeList items={group.items} />
        </div>
      ))}
    </>
  );
}

/**
 * 後継: the telegrams to move to, as links. A line of its own (`div`, a line break in the Markdown copy), or a
 * `span` shown as a line where the text around it is a paragraph or a span.
 */
export function Replacement({ status, inline = false }: { status: TelegramStatus; inline?: boolean }) {
  if (!status.replacedBy?.length) return null;
  const Line = inline ? 'span' : 'div';
  return (
    <Line className={styles.replacement}>
      後継:{' '}
      {status.replacedBy.map((code, index) => (
        <Fragment key={code}>
          {index > 0 && '、'}
          <a href={telegramUrl(code)}>
            <code>{code}</code>
          </a>
        </Fragment>
      ))}
    </Line>
  );
}

/** The status of each variant whose status differs from the entry's, led by its codes and remark. */
export function VariantStatuses({ entry, inline = false }: { entry: TelegramEntry; inline?: boolean }) {
  const groups = codeGroups(entry).filter((group) => group.variant?.status);
  if (groups.length === 0) return null;
  const Line = inline ? 'span' : 'div';
  return (
    <>
      {groups.map((group, index) => (
        <Line key={index} className={styles.line} data-variant-status>
          <CodeList items={group.items} />
          {group.label && `（${group.label}）`}: <DeliveryStatus status={group.variant!.status!} />
          <Replacement status={group.variant!.status!} inline={inline} />
        </Line>
      ))}
    </>
  );
}

/** The entry's status with its date and replacement, then each variant's own status. */
export function EntryStatus({ entry }: { entry: Pick<TelegramEntry, 'status'> & Partial<TelegramEntry> }) {
  return (
    <>
      <DeliveryStatus status={entry.status} />
      <Replacement status={entry.status} />
      {entry.dataTypes && <VariantStatuses entry={entry as TelegramEntry} />}
    </>
  );
}
