import { slashDate } from '../../../generators/catalog/jma-documents';
import { groupTimelineByYear, type TimelineNotice } from '../../../generators/pages/updates-timeline';
import { TableFilter } from '../../_components/reference/TableFilter';

const tablesId = 'updates-tables';

export interface UpdatesClass {
  api: string;
  name: string;
  /** Where the class is described (`/docs/telegrams/#class-…`). */
  url: string;
}

/** Anchor of a year's section. */
export function yearAnchor(year: string): string {
  return `year-${year}`;
}

function kindText(notice: TimelineNotice): string {
  return notice.kind === 'technical' ? `技術情報 第${notice.number}号` : 'お知らせ';
}

function NoticeRow({ notice }: { notice: TimelineNotice }) {
  const filterText = [
    notice.label,
    ...notice.classes.flatMap((item) => [item.api, item.name]),
    ...notice.pages.flatMap((page) => [page.code, page.title]),
  ].join(' ');
  return (
    <tr id={notice.key} data-filter-text={filterText}>
      <td>
        <time dateTime={notice.date}>{slashDate(notice.date)}</time>
      </td>
      <td>
        {kindText(notice)}
        <br />
        <a href={notice.url} target="_blank" rel="noopener noreferrer">
          {notice.title ?? notice.heading}
        </a>
      </td>
      <td>
        <ul className="fact-list">
          {notice.pages.map((page) => (
            <li key={page.url}>
              <a href={page.url}>{page.title}</a>（<code>{page.code}</code>）
            </li>
          ))}
        </ul>
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

/** /docs/updates/: every dated technical notice and notice, newest first, one folding table per year, filterable by class. */
export function UpdatesTimeline({ notices, classes, feedUrl }: { notices: TimelineNotice[]; classes: UpdatesClass[]; feedUrl: string }) {
  const years = groupTimelineByYear(notices);
  const technical = notices.filter((notice) => notice.kind === 'technical').length;
  return (
    <>
      <p>
        気象庁は配信資料の内容や運用を変えるとき、<strong>配信資料に関する技術情報</strong>（番号付き）と
        <strong>配信資料に関するお知らせ</strong>で事前に知らせます。このページは、電文とファイル形式データの各ページに載せている
        それらの資料 {notices.length} 件（技術情報 {technical} 件、お知らせ {notices.length - technical} 件）を日付の新しい順に並べ、
        資料ごとに関係するページと配信区分を示します。
      </p>
      <p>
        新しい資料は Atom フィード <a href={feedUrl}>atom.xml</a> でも受け取れます。フィードには新しいものから 50 件が入ります。
      </p>
      <h2 id="filter">配信区分で絞り込む</h2>
      <p>
        入力欄に配信区分の API 名（例: <code>telegram.earthquake</code>）や区分名、電文のコードを入れると、該当する資料だけを表示します。
        入力欄の候補から区分を選ぶこともできます。
      </p>
      <details>
        <summary>資料が関係する配信区分（{classes.length} 区分）</summary>
        <ul>
          {classes.map((item) => (
            <li key={item.api}>
              <a href={item.url}>{item.name}</a>（<code>{item.api}</code>）
            </li>
          ))}
        </ul>
      </details>
      <TableFilter
        targetId={tablesId}
        total={notices.length}
        placeholder="telegram.earthquake など"
        suggestions={classes.map((item) => ({ value: item.api, label: item.name }))}
      />
      <div id={tablesId}>
        {years.map((year, index) => (
          // The newest year is open; the others fold below their heading. The rows stay in the HTML, so the filter,
          // search and a #notice or #year link (which opens the fold, renderer/content/details-reveal.ts) reach all.
          <section key={year.year} className="filter-group">
            <h2 id={yearAnchor(year.year)}>{year.year}年</h2>
            <details className="content-fold" data-fold-for={yearAnchor(year.year)} open={index === 0}>
              <summary>{`${year.notices.length} 件を表示`}</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">日付</th>
                    <th scope="col">資料</th>
                    <th scope="col">関係するページ</th>
                    <th scope="col">配信区分</th>
                  </tr>
                </thead>
                <tbody>
                  {year.notices.map((notice) => (
                    <NoticeRow key={notice.key} notice={notice} />
                  ))}
                </tbody>
              </table>
            </details>
          </section>
        ))}
      </div>
    </>
  );
}
