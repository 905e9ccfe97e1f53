import { filterExtra } from '../../_components/reference/TableFilter';
import { ValueList } from '../../_components/reference/ValueList';
import { NoticeDate } from './NoticeDate';
import { NoticeDocument } from './NoticeDocument';
import { type TimelineNotice, type UndatedTimelineNotice } from '../../../isomorphic/updates-timeline';

/** One notice: date (dated notices only), document, the pages that list it, their delivery classes. */
export function NoticeRow({ notice }: { notice: TimelineNotice | UndatedTimelineNotice }) {
  const filterText = filterExtra(
    [
      notice.label,
      ...notice.classes.flatMap((item) => [item.api, item.name]),
      ...notice.pages.flatMap((page) => [page.code, page.title]),
    ],
    [
      notice.title ?? '',
      ...notice.classes.map((item) => item.api),
      ...notice.pages.flatMap((page) => [page.code, page.title]),
    ],
  );
  return (
    <tr id={notice.key} data-filter-text={filterText}>
      {'date' in notice && (
        <td>
          <NoticeDate notice={notice} />
        </td>
      )}
      <td>
        <NoticeDocument notice={notice} />
      </td>
      <td>
        <ValueList>
          {notice.pages.map((page) => (
            <li key={page.url}>
              <a href={page.url}>{page.title}</a>（<code>{page.code}</code>）
            </li>
          ))}
        </ValueList>
      </td>
      <td>
        {notice.classes.map((item, index) => (
          <span key={item.api}>
            {index > 0 && <br />}
            <code>{item.api}</code>
          </span>
        ))}
      </td>
    </tr>
  );
}
