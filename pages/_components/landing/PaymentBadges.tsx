import { loadPaymentMethods } from '../../../generators/content/payment-methods';
import styles from './PaymentBadges.module.css';

/** The payment methods of data/payment-methods.yaml as text badges (no logos). */
export function PaymentBadges() {
  const { methods } = loadPaymentMethods();
  return (
    <ul className={styles.badges} aria-label="使える決済手段" data-payment-badges>
      {methods.map((method) => (
        <li key={method.id} className={styles.badge}>
          {method.name}
        </li>
      ))}
    </ul>
  );
}
