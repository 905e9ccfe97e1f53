import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPaymentMethods, paymentMethodsFile } from '../../generators/content/payment-methods';
import { PaymentMethodTable } from '../../pages/_components/PaymentMethodTable';
import { brokenCopies, lineColumnOf, positionOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(paymentMethodsFile, loadPaymentMethods);

afterAll(removeTempDirs);

describe('data/payment-methods.yaml', () => {
  it('loads every payment method', () => {
    const { methods } = loadPaymentMethods();
    expect(methods.map((method) => method.id)).toEqual([
      'credit-card',
      'convenience-store',
      'bank-transfer',
      'pay-easy',
      'paypay',
      'paypal',
    ]);
    const card = methods.find((method) => method.id === 'credit-card');
    expect(card?.usage).toBe('monthly-billing');
    expect(card?.brands).toEqual(['Visa', 'Mastercard', 'JCB', 'Discover', 'American Express']);
  });

  it('reports an unknown usage with file:line:column and field', () => {
    const text = replaceOnce(original, 'name: PayPay\n    usage: charge-only', 'name: PayPay\n    usage: prepaid');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'prepaid')} methods[4].usage: must be one of "monthly-billing", "charge-only"`,
    );
  });

  it('reports a duplicated id at the second occurrence', () => {
    const text = replaceOnce(original, 'id: paypal', 'id: paypay');
    const { error, shown } = loadBroken(text);
    expect(error.issues).toEqual([
      {
        file: shown,
        ...positionOf(text, 'id: paypay', { occurrence: 1, shift: 'id: '.length }),
        field: 'methods[5].id',
        message: `duplicate id "paypay" (first at line ${positionOf(text, 'id: paypay').line})`,
      },
    ]);
  });
});

describe('PaymentMethodTable', () => {
  it('lists every method and brand as text', () => {
    const catalog = loadPaymentMethods();
    const html = renderToStaticMarkup(createElement(PaymentMethodTable, { catalog }));
    for (const method of catalog.methods) {
      expect(html).toContain(`<th scope="row">${method.name}</th>`);
      for (const brand of method.brands ?? []) expect(html).toContain(`<li>${brand}</li>`);
    }
    expect(html).not.toContain('<img');
  });
});
