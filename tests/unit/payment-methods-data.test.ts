import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { loadPaymentMethods } from '../../generators/content/payment-methods';
import { PaymentMethodTable } from '../../pages/_components/PaymentMethodTable';
import { brokenCopies, lineColumnOf, positionOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/** The loader is checked on a small file of the tests' own; the real file must load and show in the table. */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/payment-methods.yaml');
const { original, loadBroken } = brokenCopies(fixtureFile, loadPaymentMethods);

afterAll(removeTempDirs);

describe('the payment methods loader (tests/fixtures/data/payment-methods.yaml)', () => {
  it('loads every payment method in its order, with its brands', () => {
    const { methods } = loadPaymentMethods(fixtureFile);
    expect(methods.map((method) => method.id)).toEqual(['test-card', 'test-charge', 'test-wallet']);
    expect(methods[0].usage).toBe('monthly-billing');
    expect(methods[0].brands).toEqual(['ブランドA', 'ブランドB']);
    expect(methods[1].userFee).toBe('テスト手数料');
  });

  it('reports an unknown usage with file:line:column and field', () => {
    const text = replaceOnce(
      original,
      'name: テストウォレット\n    usage: charge-only',
      'name: テストウォレット\n    usage: prepaid',
    );
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'prepaid')} methods[2].usage: must be one of "monthly-billing", "charge-only"`,
    );
  });

  it('reports a duplicated id at the second occurrence', () => {
    const text = replaceOnce(original, 'id: test-wallet', 'id: test-charge');
    const { error, shown } = loadBroken(text);
    expect(error.issues).toEqual([
      {
        file: shown,
        ...positionOf(text, 'id: test-charge', { occurrence: 1, shift: 'id: '.length }),
        field: 'methods[2].id',
        message: `duplicate id "test-charge" (first at line ${positionOf(text, 'id: test-charge').line})`,
      },
    ]);
  });
});

describe('data/payment-methods.yaml in the PaymentMethodTable', () => {
  it('loads with every check, and the table lists every method and brand as text', () => {
    const catalog = loadPaymentMethods();
    const html = renderToStaticMarkup(createElement(PaymentMethodTable, { catalog }));
    for (const method of catalog.methods) {
      expect(html).toContain(`<th scope="row">${method.name}</th>`);
      for (const brand of method.brands ?? []) expect(html).toContain(`<li>${brand}</li>`);
    }
    expect(html).not.toContain('<img');
  });
});
