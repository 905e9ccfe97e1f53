/**
 * JMA's documents as both catalogs record them: 配信資料に関する技術情報 (numbered, dated), 配信資料に関するお知らせ
 * (dated) and 配信資料に関する仕様 (numbered, undated), plus plain links (manuals, code tables, other pages).
 */
import type { JmaDocument, NonEmptyText, NoticeDate } from './data-types/telegrams';

/*
 * The generated JmaDocument (data/meta/telegrams.schema.json, `npm run types:data`) has every field a record may
 * have; the schema's `allOf` rules say which ones each `kind` must or must not have. The types below state those
 * rules, so code can rely on them once a catalog is validated.
 */

/** 配信資料に関する技術情報 第N号. `date` and `title` are left out where the provider gives only the number. */
export type JmaTechnicalNotice = Pick<JmaDocument, 'url' | 'date' | 'dateSource' | 'title'> & {
  kind: 'technical';
  number: number;
};

/** 配信資料に関するお知らせ. `title` is left out where the provider gives only the date. */
export type JmaNotice = Pick<JmaDocument, 'url' | 'title'> & { kind: 'notice'; date: NoticeDate };

/** 配信資料に関する仕様 No.NNNNN: a specification, revised in place, so it carries no date. */
export type JmaSpecification = Pick<JmaDocument, 'url'> & {
  kind: 'specification';
  number: string;
  title: NonEmptyText;
};

export type JmaNumberedDocument = JmaTechnicalNotice | JmaNotice | JmaSpecification;

/** A technical notice or notice with its date: what the updates timeline lists. */
export type DatedJmaNotice = (JmaTechnicalNotice & { date: string }) | JmaNotice;

export const technicalNoticeName = '配信資料に関する技術情報';
export const noticeName = '配信資料に関するお知らせ';
export const specificationName = '配信資料に関する仕様';

/** Said after a date taken from the provider's revision history (`dateSource: revision-history`). */
export const revisionHistoryDateNote = '（提供元の更新履歴の日付）';

/** `2024-07-17` → `2024/07/17`, the way the provider writes dates in document titles. */
export function slashDate(date: string): string {
  return date.replace(/-/g, '/');
}

/** The record without its subject: `配信資料に関する技術情報 第627号 2024/07/17`, `配信資料に関するお知らせ 2025/06/24`. */
export function documentHeading(document: JmaNumberedDocument): string {
  switch (document.kind) {
    case 'technical':
      return [
        `${technicalNoticeName} 第${document.number}号`,
        document.date &&
          `${slashDate(document.date)}${document.dateSource === 'revision-history' ? revisionHistoryDateNote : ''}`,
      ]
        .filter(Boolean)
        .join(' ');
    case 'notice':
      return `${noticeName} ${slashDate(document.date)}`;
    case 'specification':
      return `${specificationName} No${document.number}`;
  }
}

/** A plain link among documents: a manual, a code table, a reference page. */
export interface PlainDocumentLink {
  kind?: 'reference';
  title: string;
  url: string;
}

export type CatalogDocument = JmaNumberedDocument | PlainDocumentLink;

/** The visible title of a document link: number, date and subject as the provider writes them in its lists. */
export function documentLabel(document: CatalogDocument): string {
  if (!isNumberedDocument(document)) return document.title;
  return document.title ? `${documentHeading(document)} - ${document.title}` : documentHeading(document);
}

export function isNumberedDocument(document: CatalogDocument): document is JmaNumberedDocument {
  return document.kind === 'technical' || document.kind === 'notice' || document.kind === 'specification';
}

/** Documents as title + URL links, titled as {@link documentLabel} does. */
export function documentLinks(documents: readonly CatalogDocument[]): Array<{ title: string; url: string }> {
  return documents.map((document) => ({ title: documentLabel(document), url: document.url }));
}

/** A technical notice the provider cites by number only, with no date anywhere on its pages. */
export function isUndatedTechnicalNotice(document: { kind?: string; date?: string }): document is JmaTechnicalNotice {
  return document.kind === 'technical' && document.date === undefined;
}

export function isDatedNotice(document: { kind?: string; date?: string }): document is DatedJmaNotice {
  return (document.kind === 'technical' || document.kind === 'notice') && typeof document.date === 'string';
}
