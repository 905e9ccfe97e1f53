import type { ClassContents, TelegramEntry, TelegramTitleGroup } from '../../../isomorphic/catalog-types';

/** The date of an entry's status change in the words of its page (`（2028年頃）`), or nothing. */
function When({ entry }: { entry: Pick<TelegramEntry, 'status'> }) {
  const when = deliveryWhen(entry.status);
  return when ? <>（{when}）</> : null;
}

/** An entry's own line extras: its date, then each variant that ends or starts apart from the entry. */
function EntryExtras({ entry }: { entry: TelegramEntry }) {
  return (
    <>
      <When entry={entry} />
      {entry.variants?.some((variant) => variant.status) && (
        <span className={styles.variants}>
          <VariantStatuses entry={entry} inline />
        </span>
      )}
    </>
  );
}
import { telegramUrl } from '../../../isomorphic/routes';
import { deliveryWhen } from '../reference/DeliveryStatus';
import { VariantStatuses } from '../reference/TelegramSummary';
import { formatYen } from '../../../isomorphic/content-format';
import type { IndividualPlanPrice } from '../../../isomorphic/data-types/price';
import styles from './PlanCard.module.css';

/** Titles as list items; a title that several entries share lists them by their qualifier. */
function TitleList({ groups }: { groups: TelegramTitleGroup[] }) {
  return (
    <ul data-plan-telegrams>
      {groups.map((group) =>
        group.entries.length === 1 ? (
          <li key={group.title}>
            <a href={telegramUrl(group.entries[0].code)}>{group.title}</a>
            <EntryExtras entry={group.entries[0]} />
          </li>
        ) : (
          <li key={group.title}>
            {group.title}
            <span className={styles.variants}>
              {group.entries.map((entry, index) => (
                <span key={entry.code}>
                  {index > 0 && '、'}
                  <a href={telegramUrl(entry.code)}>{entry.qualifier ?? entry.code}</a>
                  <EntryExtras entry={entry} />
                </span>
              ))}
            </span>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * One individual plan: large monthly price, daily rate, initial fee, connections, and the telegrams of its class
 * (from data/telegrams.yaml) folded: one line per title, the entries of a shared title by their qualifier.
 */
export function PlanCard({
  plan,
  taxLabel,
  contents,
}: {
  plan: IndividualPlanPrice;
  taxLabel: string;
  contents: ClassContents;
}) {
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
        <summary>
          含まれる電文（<span data-plan-count>{contents.deliveredCount}</span>種類）
        </summary>
        <TitleList groups={contents.delivering} />
        {contents.ending.length > 0 && (
          <>
            <p className={styles.subheading}>終了予定（終了するまでは届きます）</p>
            <TitleList groups={contents.ending} />
          </>
        )}
        {contents.planned.length + contents.announced.length > 0 && (
          <>
            <p className={styles.subheading}>配信予定（始まるとこの区分で届きます）</p>
            <ul data-plan-planned>
              {contents.planned.map((entry) => (
                <li key={entry.code}>
                  <a href={telegramUrl(entry.code)}>{entry.title}</a>
                  <When entry={entry} />
                </li>
              ))}
              {contents.announced.map((entry) => (
                <li key={entry.title}>
                  {entry.title}
                  <When entry={entry} />
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
      <p className={styles.api}>
        API 名 <code>{plan.api}</code>
      </p>
    </div>
  );
}
