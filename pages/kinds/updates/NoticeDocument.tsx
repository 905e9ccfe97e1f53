import { type TimelineNotice, type UndatedTimelineNotice } from '../../../isomorphic/updates-timeline';

function kindText(notice: UndatedTimelineNotice): string {
  return notice.kind === 'technical' ? `技術情報 第${notice.number}号` : 'お知らせ';
}

/** The document: its kind and number, and the link with its subject (on the kind itself when it has none). */
export function NoticeDocument({ notice }: { notice: TimelineNotice | UndatedTimelineNotice }) {
  const link = (text: string) => (
    <a href={notice.url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  if (!notice.title) return link(kindText(notice));
  return (
    <>
      {kindText(notice)}
      <br />
      {link(notice.title)}
    </>
  );
}
