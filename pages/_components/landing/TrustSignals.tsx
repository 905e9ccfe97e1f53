import { useSiteContent } from '../site-content';
import styles from './TrustSignals.module.css';
import { isDelivered } from '../../../isomorphic/catalog-types';
import { serviceStartLabel } from '../../../isomorphic/content-format';

/** The reasons to trust the service, as a short row: licence, receiving sites, time in service, telegrams delivered. */
export function TrustSignals() {
  const content = useSiteContent();
  const facts = content.service;
  const telegrams = content.telegrams.telegrams.filter(isDelivered).length;
  const signals: Array<{ value: string; label: string }> = [
    { value: facts.licence.number, label: facts.licence.name },
    {
      value: `${facts.receivingSites.length}拠点`,
      label: `${facts.receivingSites.map((site) => site.city).join('・')}で受信`,
    },
    { value: serviceStartLabel(facts), label: '正式運用の開始' },
    { value: `${telegrams}種類`, label: '全区分でいま受け取れる電文の種類' },
  ];
  return (
    <ul className={styles.signals} aria-label={`${facts.name}の実績と体制`} data-trust-signals>
      {signals.map((signal) => (
        <li key={signal.label} className={styles.signal}>
          <strong className={styles.value}>{signal.value}</strong> <span className={styles.label}>{signal.label}</span>
        </li>
      ))}
    </ul>
  );
}
