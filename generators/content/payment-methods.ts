import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import type { DataSource } from '../data/data-source';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';

/** 翌月分の自動決済に使えるか、チャージ（前払い）の入金にだけ使えるか。 */
export type PaymentUsage = 'monthly-billing' | 'charge-only';

/** 決済手段 1 件（data/payment-methods.yaml の methods[]）。 */
export interface PaymentMethod {
  id: string;
  name: string;
  usage: PaymentUsage;
  brands?: string[];
  processor?: string;
  userFee?: string;
  notes?: string;
}

export interface PaymentMethodCatalog {
  methods: PaymentMethod[];
}

export const paymentMethodsFile = path.join(repoRoot, 'data/payment-methods.yaml');

export const paymentUsageLabels: Record<PaymentUsage, string> = {
  'monthly-billing': '翌月分の自動決済',
  'charge-only': 'チャージへの入金のみ',
};

function duplicateIdIssues(source: DataSource<PaymentMethodCatalog>): DataIssue[] {
  const seen = new Map<string, number>();
  const issues: DataIssue[] = [];
  source.value.methods.forEach((method, index) => {
    const first = seen.get(method.id);
    if (first === undefined) seen.set(method.id, index);
    else issues.push(source.issue(['methods', index, 'id'], `duplicate id "${method.id}" (first at index ${first})`));
  });
  return issues;
}

function duplicateBrandIssues(source: DataSource<PaymentMethodCatalog>): DataIssue[] {
  const issues: DataIssue[] = [];
  source.value.methods.forEach((method, methodIndex) => {
    const seen = new Set<string>();
    (method.brands ?? []).forEach((brand, brandIndex) => {
      if (seen.has(brand)) {
        issues.push(source.issue(['methods', methodIndex, 'brands', brandIndex], `duplicate brand "${brand}"`));
      }
      seen.add(brand);
    });
  });
  return issues;
}

/** Reads and checks data/payment-methods.yaml (or `file`). Throws DataError listing every problem. */
export function loadPaymentMethods(file: string = paymentMethodsFile): PaymentMethodCatalog {
  const source = loadValidated<PaymentMethodCatalog>(file, 'payment-methods.schema.json');
  throwIfIssues([...duplicateIdIssues(source), ...duplicateBrandIssues(source)]);
  return source.value;
}
