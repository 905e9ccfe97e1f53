import type { TelegramStatus } from '../../../generators/catalog/telegrams';

const stateLabels: Record<TelegramStatus['state'], string> = {
  delivering: '配信中',
  ending: '終了予定',
  ended: '配信終了',
  planned: '配信予定',
};

/** "配信中 / 終了予定（2028年頃）/ 配信終了（2024-03-26）/ 配信予定（…）" as a compact badge. */
export function DeliveryStatus({ status }: { status: TelegramStatus }) {
  const when = status.state === 'ended' ? status.since : status.state === 'planned' ? status.start : status.until ?? status.untilText;
  return (
    <span className={`status-badge status-${status.state}`}>
      {stateLabels[status.state]}
      {when ? `（${status.state === 'ending' && status.untilText && !status.until ? status.untilText : when}）` : ''}
    </span>
  );
}

export function deliveryStateLabel(state: TelegramStatus['state']): string {
  return stateLabels[state];
}
