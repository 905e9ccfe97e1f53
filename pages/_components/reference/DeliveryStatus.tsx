import styles from './DeliveryStatus.module.css';
import { StatusBadge } from './StatusBadge';
import { type TelegramStatus } from '../../../isomorphic/catalog-types';

const stateLabels: Record<TelegramStatus['state'], string> = {
  delivering: '配信中',
  ending: '終了予定',
  ended: '配信終了',
  planned: '配信予定',
};

/**
 * "配信中", or the state as a compact badge followed by its date ("終了予定 2028年頃", "配信終了 2024-03-26"): the
 * date sits outside the badge, so in a narrow column it wraps below it instead of being cut off.
 */
export function DeliveryStatus({ status }: { status: TelegramStatus }) {
  const when =
    status.state === 'ended'
      ? status.since
      : status.state === 'planned'
        ? status.start
        : (status.until ?? status.untilText);
  const date = when ? (status.state === 'ending' && status.untilText && !status.until ? status.untilText : when) : null;
  return (
    <span>
      <StatusBadge tone={status.state}>{stateLabels[status.state]}</StatusBadge>
      {date && (
        <>
          {' '}
          <span className={styles.date}>（{date}）</span>
        </>
      )}
    </span>
  );
}

export function deliveryStateLabel(state: TelegramStatus['state']): string {
  return stateLabels[state];
}
