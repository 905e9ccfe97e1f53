import type { EewClientPlan } from '../../isomorphic/data-types/eewclient';
import { useSiteContent } from './site-content';
import styles from './EewClientPlans.module.css';

const yen = new Intl.NumberFormat('ja-JP');

function PlanTerms({ plan }: { plan: EewClientPlan }) {
  return (
    <dl className={styles.terms}>
      <div>
        <dt>日割り</dt>
        <dd>{plan.dailyFee === undefined ? 'なし' : `${yen.format(plan.dailyFee)}円/日`}</dd>
      </div>
      <div>
        <dt>初期費用</dt>
        <dd>{yen.format(plan.initialFee)}円</dd>
      </div>
    </dl>
  );
}

/** The contracts that let EEW Client connect, as cards with their fees (tax included), from data/eewclient.yaml. */
export function EewClientPlans() {
  const { plans } = useSiteContent().eewClient;
  return (
    <div className={styles.plans} data-eewclient-plans>
      {plans.map((plan) => (
        <div key={plan.name} className={styles.plan} data-eewclient-plan={plan.name}>
          <h3 className={styles.name}>{plan.name}</h3>
          <p className={styles.price}>
            <span className={styles.amount}>{yen.format(plan.monthlyFee)}</span>
            <span className={styles.unit}>円/月</span>
          </p>
          <p className={styles.priceNote}>{plan.dailyFee === undefined ? '月額（税込み）' : '月額の上限（税込み）'}</p>
          <PlanTerms plan={plan} />
          {plan.notes.map((note, index) => (
            <p key={index} className={styles.note}>
              {note}
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}
