import { NoticeRow } from './NoticeRow';
import { type TimelineNotice, type UndatedTimelineNotice } from '../../../isomorphic/updates-timeline';

/** One table of notices; the undated ones have no date column. */
export function NoticeTable({
  notices,
  dated,
}: {
  notices: Array<TimelineNotice | UndatedTimelineNotice>;
  dated: boolean;
}) {
  return (
    <table>
      <thead>
        <tr>
          {dated && <th scope="col">日付</th>}
          <th scope="col">資料</th>
          <th scope="col">関係するページ</th>
          <th scope="col">配信区分</th>
        </tr>
      </thead>
      <tbody>
        {notices.map((notice) => (
          <NoticeRow key={notice.key} notice={notice} />
        ))}
      </tbody>
    </table>
  );
}
