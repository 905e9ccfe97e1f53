import { revisionHistoryDateNote, slashDate } from '../../../isomorphic/jma-documents';
import { type TimelineNotice } from '../../../isomorphic/updates-timeline';

/** The date of a notice, with a note when it comes from the provider's revision history. */
export function NoticeDate({ notice }: { notice: TimelineNotice }) {
  return (
    <>
      <time dateTime={notice.date}>{slashDate(notice.date)}</time>
      {notice.dateSource === 'revision-history' && (
        <>
          <br />
          <small>{revisionHistoryDateNote}</small>
        </>
      )}
    </>
  );
}
