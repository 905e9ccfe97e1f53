import { formatYen, type IndividualPlanPrice } from '../../../generators/content/price';
import styles from './PlanCard.module.css';

/** One individual plan: large monthly price, daily rate, initial fee, connections, and its telegrams folded. */
export function PlanCard({ plan, taxLabel }: { plan: IndividualPlanPrice; taxLabel: string }) {
  return (
    <div className={styles.card} data-plan-card={plan.api}>
      <h3 className={styles.name}>{plan.name}</h3>
      <p className={styles.price} data-plan-price>
        <span className={styles.amount}>{formatYen(plan.monthlyMaxPrice)}</span>
        <span className={styles.unit}>円/月</span>
      </p>
      <p className={styles.priceNote}>月額の上限（{taxLabel}）</p>
      <dl className={styles.terms}>
        <div>
          <dt>日割り</dt>
          <dd>{formatYen(plan.dailyPrice)}円/日</dd>
        </div>
        <div>
          <dt>初期費用</dt>
          <dd>{formatYen(plan.initialFee)}円</dd>
        </div>
        <div>
          <dt>WebSocket</dt>
          <dd>同時接続 +{plan.websocketConnections}</dd>
        </div>
      </dl>
      {plan.remarks && <p className={styles.remarks}>{plan.remarks}</p>}
      <details className={styles.contents}>
        <summary>含まれる電文（{plan.contents.length}種類）</summary>
        <ul>
          {plan.contents.map((content) => (
            <li key={content}>{content}</li>
          ))}
        </ul>
      </details>
      <p className={styles.api}>
        API名 <code>{plan.api}</code>
      </p>
    </div>
  );
}
