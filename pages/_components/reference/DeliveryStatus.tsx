import styles from './DeliveryStatus.module.css';
import { StatusBadge } from './StatusBadge';
import { type TelegramStatus } from '../../../isomorphic/catalog-types';
import { isIsoDateTime, readerDateTime } from '../../../isomorphic/reader-time';

const stateLabels: Record<TelegramStatus['state'], string> = {
  delivering: '配信中',
  ending: '終了予定',
  ended: '配信終了',
  planned: '配信予定',
};

/** A date as written (`2028年頃`, `2024-03-26`), a time through the shared formatter (`2026年7月30日 11:00（日本時間）`). */
export function readableWhen(when: string): string {
  return isIsoDateTime(when) ? readerDateTime(when) : when;
}

/**
 * When the state changes, in the words every page uses: the end (date or 2028年頃), the end date, the start, or
 * 開始時期未定 for a planned entry the provider gives no start for, the start of a recently started 配信中 entry
 * (`2025-03-06 から`). Null for an undated 配信中 entry and an undated end.
 */
export function deliveryWhen(status: TelegramStatus): string | null {
  if (status.state === 'ended') return status.since ? readableWhen(status.since) : null;
  if (status.state === 'planned') return status.start ? readableWhen(status.start) : '開始時期未定';
  if (status.state === 'ending') {
    const when = status.until ?? status.untilText;
    return when ? readableWhen(when) : null;
  }
  return status.start ? `${readableWhen(status.start)} から` : null;
}

/**
 * "配信中", or the state as a compact badge followed by its date ("終了予定（2028年頃）", "配信終了（2024-03-26）"):
 * the date sits outside the badge, so in a narrow column it wraps below it instead of being cut off.
 */
export function DeliveryStatus({ status }: { status: TelegramStatus }) {
  const date = deliveryWhen(status);
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
