import { useSiteContent } from '../site-content';
import styles from './PaymentBadges.module.css';

/** The payment methods of data/payment-methods.yaml as text badges (no logos). */
export function PaymentBadges() {
  const { methods } = useSiteContent().paymentMethods;
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
