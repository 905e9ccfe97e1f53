/**
 * The catalogs (data/telegrams.yaml, data/jmafile.yaml) as the site uses them once validated, and their grouping
 * by delivery class: what the catalog page sources load and what the catalog pages' components render.
 */
import { groupByClass } from './catalog-views';
import type { JmaNumberedDocument } from './jma-documents';
import type {
  AnnouncedTelegram,
  Link,
  TelegramClass,
  TelegramEntry as TelegramEntryData,
  RawTelegramCatalog,
} from './data-types/telegrams';
import type {
  Document as JmaFileDocumentData,
  JmaFileClass,
  JmaFileEntry as JmaFileEntryData,
  RawJmaFileCatalog,
  NonEmptyString,
} from './data-types/jmafile';

/**
 * The shapes of data/telegrams.yaml are generated from its meta schema (isomorphic/data-types/telegrams.ts,
 * `npm run types:data`). The names below are the ones the rest of the site uses; only the documents are narrowed
 * further, by the rules the schema states per document `kind` (see jma-documents.ts).
 */
export type { AnnouncedTelegram, TelegramClass, TelegramStatus } from './data-types/telegrams';

/**
 * An entry of `documents`: a technical notice, notice or specification as a structured record (`kind`, number, date,
 * subject), or a plain link for manuals, code tables and other pages.
 */
export type TelegramDocument = JmaNumberedDocument | (Link & { kind?: undefined });

/** One telegram page, /docs/telegrams/<code>. */
export type TelegramEntry = Omit<TelegramEntryData, 'documents'> & { documents: TelegramDocument[] };

/** The content of data/telegrams.yaml. */
export type TelegramCatalog = Omit<RawTelegramCatalog, 'telegrams'> & { telegrams: TelegramEntry[] };

/**
 * The name a reader sees in the index, the sidebar, search and the page heading: the title, with the qualifier that
 * tells it from another entry of the same title (`津波情報（沖合の津波観測に関する情報）`).
 */
export function telegramName(entry: Pick<TelegramEntry, 'title' | 'qualifier'>): string {
  return entry.qualifier ? `${entry.title}（${entry.qualifier}）` : entry.title;
}

/**
 * Entries a customer who contracts the class receives today: 配信中 (`delivering`) and 終了予定 (`ending`, still
 * delivered until it ends). The one definition every count and list of delivered telegrams uses.
 */
export function isDelivered(entry: Pick<TelegramEntry, 'status'>): boolean {
  return entry.status.state === 'delivering' || entry.status.state === 'ending';
}

export interface TelegramClassGroup {
  class: TelegramClass;
  telegrams: TelegramEntry[];
}

/** Classes in catalog order, each with its entries sorted by code (classes without entries included). */
export function groupTelegramsByClass(catalog: TelegramCatalog): TelegramClassGroup[] {
  return groupByClass(catalog.classes, catalog.telegrams).map((group) => ({
    class: group.class,
    telegrams: group.entries,
  }));
}

/** Entries of one title, as a customer reads a class's contents (`津波情報` once, with its two entries). */
export interface TelegramTitleGroup {
  title: string;
  entries: TelegramEntry[];
}

/**
 * What a contract of one class brings: the delivered entries grouped by title (配信中, then 終了予定 apart, since
 * those stop), and the entries still to start.
 */
export interface ClassContents {
  delivering: TelegramTitleGroup[];
  ending: TelegramTitleGroup[];
  /** The number of delivered entries (配信中 + 終了予定), as every count of the site counts them. */
  deliveredCount: number;
  planned: TelegramEntry[];
  /** Products the provider announces for this class without a page yet. */
  announced: AnnouncedTelegram[];
}

function groupByTitle(entries: TelegramEntry[]): TelegramTitleGroup[] {
  const groups = new Map<string, TelegramEntry[]>();
  for (const entry of entries) groups.set(entry.title, [...(groups.get(entry.title) ?? []), entry]);
  return [...groups].map(([title, grouped]) => ({ title, entries: grouped }));
}

/** The contents of the class `api` in catalog order (the order of data/telegrams.yaml, which groups related titles). */
export function classContents(catalog: TelegramCatalog, api: string): ClassContents {
  const entries = catalog.telegrams.filter((entry) => entry.class === api);
  return {
    delivering: groupByTitle(entries.filter((entry) => entry.status.state === 'delivering')),
    ending: groupByTitle(entries.filter((entry) => entry.status.state === 'ending')),
    deliveredCount: entries.filter(isDelivered).length,
    planned: entries.filter((entry) => entry.status.state === 'planned'),
    announced: (catalog.announced ?? []).filter((entry) => entry.class === api),
  };
}

/** The announced products without a page (catalog `announced`), by class API name. */
export function announcedByClass(catalog: TelegramCatalog): Map<string, AnnouncedTelegram[]> {
  const byClass = new Map<string, AnnouncedTelegram[]>();
  for (const entry of catalog.announced ?? []) byClass.set(entry.class, [...(byClass.get(entry.class) ?? []), entry]);
  return byClass;
}

/**
 * The shapes of data/jmafile.yaml are generated from its meta schema (isomorphic/data-types/jmafile.ts,
 * `npm run types:data`). The names below are the ones the rest of the site uses; only the documents are narrowed
 * further, by the rules the schema states per document `kind` (see jma-documents.ts).
 */
export type {
  Delivery as JmaFileDelivery,
  FileNamePattern as JmaFileNamePattern,
  JmaFileClass,
} from './data-types/jmafile';

export type JmaFileDocumentKind = JmaFileDocumentData['kind'];

/** Another page the provider links as a reference (e.g. 気象業務支援センター). */
export type JmaFileReference = Pick<JmaFileDocumentData, 'url'> & { kind: 'reference'; title: NonEmptyString };

/** A specification, technical notice or notice as a structured record, or a reference page. */
export type JmaFileDocument = JmaNumberedDocument | JmaFileReference;

/** One product page, /docs/jmafile/<code>. */
export type JmaFileEntry = Omit<JmaFileEntryData, 'documents'> & { documents: JmaFileDocument[] };

/** The content of data/jmafile.yaml. */
export type JmaFileCatalog = Omit<RawJmaFileCatalog, 'files'> & { files: JmaFileEntry[] };

export interface JmaFileClassGroup {
  class: JmaFileClass;
  files: JmaFileEntry[];
}

/** Classes in catalog order, each with its entries sorted by code. */
export function groupJmaFilesByClass(catalog: JmaFileCatalog): JmaFileClassGroup[] {
  return groupByClass(catalog.classes, catalog.files).map((group) => ({ class: group.class, files: group.entries }));
}
