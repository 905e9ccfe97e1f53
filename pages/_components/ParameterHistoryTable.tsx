import type { ReactNode } from 'react';
import { formatHistoryDate, type StationParameter } from '../../isomorphic/content-format';
import type { ParameterHistoryEntry } from '../../isomorphic/data-types/parameter-history';
import { useSiteContent } from './site-content';
import { DataTable } from './reference/DataTable';
import { ReaderTime } from './ReaderTime';

const parameterLabels: Record<StationParameter, string> = {
  earthquake: '震度観測点（Parameter Earthquake）',
  tsunami: '津波観測点（Parameter Tsunami）',
};

function describeChange(entry: ParameterHistoryEntry): ReactNode {
  switch (entry.change) {
    case 'update':
      return (
        <>
          データを更新（収録:{' '}
          {(entry.effectiveTimes ?? []).map((time, index) => (
            <span key={time}>
              {index > 0 && '、'}
              <ReaderTime value={time} />
              適用分
            </span>
          ))}
          ）
        </>
      );
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
