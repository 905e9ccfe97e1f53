/**
 * What the /docs/jmafile/ index row and a product's own page say about its data identifiers, in one wording: each
 * identifier as its own code span, its label, its start, and the schedule of the variant that carries it.
 */
import type { JmaFileEntry } from '../../../isomorphic/catalog-types';
import { readableWhen } from './DeliveryStatus';
import { ValueList } from './ValueList';

type Variant = NonNullable<JmaFileEntry['variants']>[number];

/** The variant whose file-name patterns carry the identifier (`_<identifier>_` inside a pattern). */
export function identifierVariant(entry: JmaFileEntry, identifier: string): Variant | undefined {
  return entry.variants?.find((variant) =>
    variant.patterns.some((pattern) => pattern.pattern.includes(`_${identifier}_`)),
  );
}

/** The distinct values of a variant field, or the entry's own. */
export function variantValues(entry: JmaFileEntry, pick: (variant: Variant) => string | undefined): string[] {
  return [...new Set((entry.variants ?? []).map(pick).filter((value): value is string => Boolean(value)))];
}

/** Every data identifier of the product, one per line. */
export function IdentifierList({ entry }: { entry: JmaFileEntry }) {
  const identifiers = entry.dataIdentifiers ?? [];
  if (identifiers.length === 0) return <>—</>;
  return (
    <ValueList>
      {identifiers.map((identifier) => {
        const variant = identifierVariant(entry, identifier.value);
        return (
          <li key={identifier.value} data-identifier-line>
            <code>{identifier.value}</code>
            {identifier.label ? `（${identifier.label}）` : ''}
            {identifier.since ? `（${readableWhen(identifier.since)} から）` : ''}
            {variant ? `: ${variant.delivery.schedule}` : ''}
          </li>
        );
      })}
    </ValueList>
  );
}
