import { groupTimelineByYear } from '../../../isomorphic/updates-timeline';
import type { UpdatesTimelineProps } from './props';
import { ContentFold } from '../../_components/reference/ContentFold';
import { TableFilter } from '../../_components/reference/TableFilter';
import { NoticeTable } from './NoticeTable';
import { revisionHistoryDateNote } from '../../../isomorphic/jma-documents';
import { undatedAnchor, yearAnchor } from '../../../isomorphic/routes';

const tablesId = 'updates-tables';

/**
 * /docs/updates/: every dated technical notice and notice, newest first, one folding table per year (the newest open), then the technical
 * notices the provider gives no date for; filterable by class.
 */
export function UpdatesTimeline({ notices, undated, classes, feedUrl }: UpdatesTimelineProps) {
  const years = groupTimelineByYear(notices);
  const total = notices.length + undated.length;
  const technical = notices.filter((notice) => notice.kind === 'technical').length + undated.length;
  const fromHistory = notices.filter((notice) => notice.dateSource === 'revision-history').length;
  return (
    <>
      <p>
        気象庁は配信資料の内容や運用を変えるとき、<strong>配信資料に関する技術情報</strong>（番号付き）と
        <strong>配信資料に関するお知らせ</strong>
        {`で事前に知らせます。このページは、電文とファイル形式データの各ページに載せているそれらの資料 ${total} 件（技術情報 ${technical} 件、お知らせ ${total - technical} 件）を日付の新しい順に並べ、資料ごとに関係するページと配信区分を示します。`}
      </p>
      {(fromHistory > 0 || undated.length > 0) && (
        <p>
          {`提供元のページが番号だけを示し、発行日を書いていない技術情報もあります。そのうち ${fromHistory} 件は、提供元の更新履歴でその号の内容を反映した日付で並べ、日付に「${revisionHistoryDateNote}」と添えています。更新履歴にも載っていない ${undated.length} 件は、最後の`}
          <a href={`#${undatedAnchor}`}>日付の記載がない技術情報</a>
          にまとめています。
        </p>
      )}
      <p>
        新しい資料は Atom フィード <a href={feedUrl}>atom.xml</a> でも受け取れます。フィードには日付の新しいものから 50
        件が入ります。
      </p>
      <h2 id="filter">配信区分で絞り込む</h2>
      <p>
        入力欄に配信区分の API 名（例: <code>telegram.earthquake</code>
        ）や区分名、電文のコードを入れると、該当する資料だけを表示します。入力欄の候補から区分を選ぶこともできます。
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
        total={total}
        placeholder="telegram.earthquake など"
        suggestions={classes.map((item) => ({ value: item.api, label: item.name }))}
      />
      <div id={tablesId}>
        {years.map((year, index) => (
          // The newest year is open; the others fold below their heading. The rows stay in the HTML, so the filter,
          // search and a #notice or #year link (which opens the fold, renderer/content/details-reveal.ts) reach all.
          <section key={year.year} data-filter-group>
            <h2 id={yearAnchor(year.year)}>{year.year}年</h2>
            <ContentFold
              headingId={yearAnchor(year.year)}
              summary={`${year.notices.length} 件を表示`}
              open={index === 0}
            >
              <NoticeTable notices={year.notices} dated />
            </ContentFold>
          </section>
        ))}
        {undated.length > 0 && (
          <section data-filter-group>
            <h2 id={undatedAnchor}>日付の記載がない技術情報</h2>
            <p>提供元のページは、これらの号を番号だけで示しています。</p>
            <NoticeTable notices={undated} dated={false} />
          </section>
        )}
      </div>
    </>
  );
}
