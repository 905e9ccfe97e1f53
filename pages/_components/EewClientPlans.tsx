import type { PricedEewClientPlan } from '../../isomorphic/site-content';
import { useSiteContent } from './site-content';
import card from './landing/PlanCard.module.css';
import styles from './EewClientPlans.module.css';

const yen = new Intl.NumberFormat('ja-JP');

function PlanTerms({ plan }: { plan: PricedEewClientPlan }) {
  return (
    <dl className={card.terms}>
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

/**
 * The contracts that let EEW Client connect, as cards with their fees (tax included), from data/eewclient.yaml: the
 * same card as the plans of / and /price (landing/PlanCard.module.css).
 */
export function EewClientPlans() {
  const { plans } = useSiteContent().eewClient;
  return (
    <div className={styles.plans} data-eewclient-plans>
      {plans.map((plan) => (
        <div key={plan.name} className={card.card} data-eewclient-plan={plan.name}>
          <h3 className={card.name}>{plan.name}</h3>
          <p className={card.price}>
            <span className={card.amount}>{yen.format(plan.monthlyFee)}</span>
            <span className={card.unit}>円/月</span>
          </p>
          <p className={card.priceNote}>{plan.dailyFee === undefined ? '月額（税込み）' : '月額の上限（税込み）'}</p>
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
