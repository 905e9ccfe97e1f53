import { formatHistoryDate, formatJstDateTime, type StationParameter } from '../../isomorphic/content-format';
import type { ParameterHistoryEntry } from '../../isomorphic/data-types/parameter-history';
import { useSiteContent } from './site-content';
import { DataTable } from './reference/DataTable';

const parameterLabels: Record<StationParameter, string> = {
  earthquake: '震度観測点（Parameter Earthquake）',
  tsunami: '津波観測点（Parameter Tsunami）',
};

function describeChange(entry: ParameterHistoryEntry): string {
  switch (entry.change) {
    case 'update': {
      const times = (entry.effectiveTimes ?? []).map((time) => `${formatJstDateTime(time)}適用分`);
      return `データを更新（収録: ${times.join('、')}）`;
    }
    case 'station-added':
      return `観測点を追加: ${(entry.stations ?? []).join('、')}`;
    case 'published':
      return 'パラメータの配布を開始';
  }
}

function ParameterHistoryRow({ entry }: { entry: ParameterHistoryEntry }) {
  return (
    <tr>
      <td>
        <time dateTime={entry.date}>{formatHistoryDate(entry.date)}</time>
      </td>
      <td>{entry.parameter ? parameterLabels[entry.parameter] : '—'}</td>
      <td>
        {describeChange(entry)}
        {entry.note ? `。${entry.note}` : null}
      </td>
    </tr>
  );
}

/** The update history of the station parameters, newest first, from data/parameter-history.yaml. */
export function ParameterHistoryTable() {
  const { entries } = useSiteContent().parameterHistory;
  return (
    <DataTable caption="パラメータの更新履歴（新しい順）" columns={['更新日', '対象', '内容']}>
      {entries.map((entry, index) => (
        <ParameterHistoryRow key={index} entry={entry} />
      ))}
    </DataTable>
  );
}
