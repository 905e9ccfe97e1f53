import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isDataError, type DataError } from '../../generators/data/data-error';
import { relativeToRepo } from '../../generators/data/data-source';
import { loadPaymentMethods, paymentMethodsFile } from '../../generators/content/payment-methods';
import { PaymentMethodTable } from '../../pages/_components/PaymentMethodTable';

const original = readFileSync(paymentMethodsFile, 'utf8');

function writeTemp(text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'payment-methods-')), 'payment-methods.yaml');
  writeFileSync(file, text);
  return file;
}

function lineColumnOf(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  expect(offset).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function catchDataError(run: () => unknown): DataError {
  try {
    run();
  } catch (error) {
    if (isDataError(error)) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

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
    const text = original.replace('name: PayPay\n    usage: charge-only', 'name: PayPay\n    usage: prepaid');
    expect(text).not.toBe(original);
    const file = writeTemp(text);
    const error = catchDataError(() => loadPaymentMethods(file));
    const { line, column } = lineColumnOf(text, 'prepaid');
    expect(error.message).toBe(
      `${relativeToRepo(file)}:${line}:${column} methods[4].usage: must be one of "monthly-billing", "charge-only"`,
    );
  });

  it('reports a duplicated id at the second occurrence', () => {
    const text = original.replace('id: paypal', 'id: paypay');
    const file = writeTemp(text);
    const error = catchDataError(() => loadPaymentMethods(file));
    const second = text.lastIndexOf('id: paypay');
    const before = text.slice(0, second).split('\n');
    expect(error.issues).toEqual([
      {
        file: relativeToRepo(file),
        line: before.length,
        column: before[before.length - 1].length + 1 + 'id: '.length,
        field: 'methods[5].id',
        message: 'duplicate id "paypay" (first at index 4)',
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
