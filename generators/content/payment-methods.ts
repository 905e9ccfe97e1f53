import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import type { DataSource } from '../data/data-source';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import { duplicateIssues, keyedDuplicates } from '../data/data-checks';
import type { PaymentMethodCatalog } from '../../isomorphic/data-types/payment-methods';

/** The shapes of data/payment-methods.yaml, generated from its meta schema (`npm run types:data`). */
export type { PaymentMethodCatalog };

export const paymentMethodsFile = path.join(repoRoot, 'data/payment-methods.yaml');

function duplicateBrandIssues(source: DataSource<PaymentMethodCatalog>): DataIssue[] {
  return source.value.methods.flatMap((method, methodIndex) =>
    duplicateIssues(
      source,
      (method.brands ?? []).map((brand, brandIndex) => ({
        value: brand,
        at: ['methods', methodIndex, 'brands', brandIndex],
      })),
      'brand',
    ),
  );
}

/** Reads and checks data/payment-methods.yaml (or `file`). Throws DataError listing every problem. */
export function loadPaymentMethods(file: string = paymentMethodsFile): PaymentMethodCatalog {
  const source = loadValidated<PaymentMethodCatalog>(file, 'payment-methods.schema.json');
  throwIfIssues([
    ...keyedDuplicates(source, ['methods'], source.value.methods, 'id', 'id'),
    ...duplicateBrandIssues(source),
  ]);
  return source.value;
}
