import type { PaymentMethodCatalog } from '../../isomorphic/data-types/payment-methods';
import { useSiteData } from './site-content';

/**
 * The payment methods of data/payment-methods.yaml in one line, with the card brands in brackets:
 * `コンビニエンスストア、銀行振込、…、クレジットカード（Visa、Mastercard、…）`, for the legal notice.
 */
export function PaymentMethodSummary({ catalog }: { catalog?: PaymentMethodCatalog }) {
  const text = useSiteData('paymentMethods', catalog)
    .methods.map((method) =>
      method.usage === 'monthly-billing' && method.brands
        ? `${method.name}（${method.brands.join('、')}）`
        : method.name,
    )
    .join('、');
  return <>{text}</>;
}

/** The companies and services that process payments (`processor`), each once: `PAY.JP、Komoju、PayPay、PayPal`. */
export function PaymentProcessors({ catalog }: { catalog?: PaymentMethodCatalog }) {
  const { methods } = useSiteData('paymentMethods', catalog);
  const processors = [...new Set(methods.flatMap((method) => (method.processor ? [method.processor] : [])))];
  return <>{processors.join('、')}</>;
}
