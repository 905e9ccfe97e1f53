import type { ClassContents, TelegramEntry, TelegramTitleGroup } from '../../../isomorphic/catalog-types';
import { telegramUrl } from '../../../isomorphic/routes';
import { formatYen } from '../../../isomorphic/content-format';
import type { IndividualPlanPrice } from '../../../isomorphic/data-types/price';
import styles from './PlanCard.module.css';

function plannedStart(entry: TelegramEntry): string {
  const start = entry.status.start;
  if (!start) return '開始時期未定';
  const [year, month, day] = start.slice(0, 10).split('-').map(Number);
  return `${year}年${month}月${day}日から`;
}

/** Titles as list items; a title that several entries share lists them by their qualifier. */
function TitleList({ groups }: { groups: TelegramTitleGroup[] }) {
  return (
    <ul data-plan-telegrams>
      {groups.map((group) =>
        group.entries.length === 1 ? (
          <li key={group.title}>
            <a href={telegramUrl(group.entries[0].code)}>{group.title}</a>
          </li>
        ) : (
          <li key={group.title}>
            {group.title}
            <span className={styles.variants}>
              {group.entries.map((entry, index) => (
                <span key={entry.code}>
                  {index > 0 && '、'}
                  <a href={telegramUrl(entry.code)}>{entry.qualifier ?? entry.code}</a>
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
        {contents.planned.length > 0 && (
          <>
            <p className={styles.subheading}>配信予定（始まるとこの区分で届きます）</p>
            <ul data-plan-planned>
              {contents.planned.map((entry) => (
                <li key={entry.code}>
                  <a href={telegramUrl(entry.code)}>{entry.title}</a>（{plannedStart(entry)}）
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
