import {
  announcedByClass,
  groupTelegramsByClass,
  isDelivered,
  telegramName,
  type AnnouncedTelegram,
  type TelegramCatalog,
  type TelegramEntry,
} from '../../../isomorphic/catalog-types';
import type { SchemaVersions } from '../../../isomorphic/schema-views';
import type { TelegramIndexProps } from './props';
import { DeliveryClassTable } from '../../_components/DeliveryClassTable';
import { DataTypeCodes, codeGroups, EntryStatus } from '../../_components/reference/TelegramSummary';
import { filterExtra, TableFilter } from '../../_components/reference/TableFilter';
import styles from './TelegramIndex.module.css';
import { classAnchor, schemaVersionPagePath, telegramIndexPath, telegramUrl } from '../../../isomorphic/routes';
import { DisagreementNotes } from '../../_components/DisagreementNote';

const tablesId = 'telegram-tables';

function formatName(catalog: TelegramCatalog, id: string): string {
  return catalog.formats.find((format) => format.id === id)?.name ?? id;
}

/** Every code and notation of the entry, as the filter reads them. */
function dataTypeText(entry: TelegramEntry): string {
  return [...new Set([...entry.dataTypes, ...codeGroups(entry).flatMap((group) => group.items)])].join(', ');
}

/** The control titles when they say something the name does not (76 of 126 telegrams use the name itself). */
function distinctControlTitles(entry: TelegramEntry): string | null {
  const titles = entry.controlTitles ?? [];
  return titles.length === 0 || (titles.length === 1 && titles[0] === entry.title) ? null : titles.join('、');
}

/**
 * One telegram in four columns that fit the 42 rem content column: the name with its code (and its
 * /Report/Control/Title when that differs), the data type codes, the format with its JSON schema, the status.
 */
function TelegramRow({
  entry,
  catalog,
  schemaVersions,
}: {
  entry: TelegramEntry;
  catalog: TelegramCatalog;
  schemaVersions: SchemaVersions;
}) {
  const controlTitles = distinctControlTitles(entry);
  const filterText = filterExtra(
    [entry.code, telegramName(entry), ...(entry.indexTitles ?? []), ...entry.dataTypes, ...(entry.controlTitles ?? [])],
    [telegramName(entry), entry.code, controlTitles ?? '', dataTypeText(entry)],
  );
  return (
    <tr data-filter-text={filterText}>
      <td>
        <a href={telegramUrl(entry.code)}>{telegramName(entry)}</a> <code>{entry.code}</code>
        {controlTitles && (
          <div className={styles.controlTitle}>
            <code>Title</code>: {controlTitles}
          </div>
        )}
      </td>
      <td>
        <DataTypeCodes entry={entry} />
      </td>
      <td>
        {formatName(catalog, entry.format)}
        {entry.reportTypes && <div className={styles.schema}>{entry.reportTypes.join('、')}</div>}
        {entry.schema ? (
          <div className={styles.schema}>
            <a href={schemaVersionPagePath(entry.schema.name, entry.schema.version, schemaVersions[entry.schema.name])}>
              {entry.schema.name} v{entry.schema.version}
            </a>
          </div>
        ) : entry.undocumentedSchema ? (
          <div
            className={styles.schema}
          >{`${entry.undocumentedSchema.name} v${entry.undocumentedSchema.version}（未掲載）`}</div>
        ) : null}
      </td>
      <td>
        <EntryStatus entry={entry} />
      </td>
    </tr>
  );
}

/** A product the provider lists as planned without a page or codes yet: its name, format and status. */
function AnnouncedRow({ entry, catalog }: { entry: AnnouncedTelegram; catalog: TelegramCatalog }) {
  return (
    <tr data-filter-text={filterExtra([entry.title], [entry.title])} data-announced>
      <td>
        {entry.title}
        <div className={styles.controlTitle}>電文ページ・データ種類コードは未公開</div>
      </td>
      <td>—</td>
      <td>{formatName(catalog, entry.format)}</td>
      <td>
        <EntryStatus entry={entry} />
      </td>
    </tr>
  );
}

/** /docs/telegrams/: classes, formats, notation notes, then one filterable table per class. */
export function TelegramIndex({ catalog, schemaVersions, disagreementTopics }: TelegramIndexProps) {
  const groups = groupTelegramsByClass(catalog).filter((group) => group.telegrams.length > 0);
  const delivered = catalog.telegrams.filter(isDelivered).length;
  const announced = announcedByClass(catalog);
  const planned = catalog.telegrams.filter((entry) => entry.status.state === 'planned').length;
  const ended = catalog.telegrams.filter((entry) => entry.status.state === 'ended').length;
  return (
    <>
      <p>
        DMDATA.JP は気象庁から受信した電文を、契約する<strong>配信区分</strong>
        ごとに配信します。このページでは区分とデータ形式を説明したうえで、{catalog.telegrams.length}{' '}
        種類の電文を区分別の表にまとめています。いま受け取れるのは、配信中と終了予定（終了するまでは配信します）を合わせた{' '}
        <span data-delivered-count>{delivered}</span> 種類です。表には、配信予定の {planned} 種類と配信を終えた {ended}{' '}
        種類も載せています。
        {announced.size > 0 && (
          <>
            提供元が配信予定として告知し、電文ページとデータ種類コードがまだない {[...announced.values()].flat().length}{' '}
            件も、区分の表の最後に載せています。
          </>
        )}
        資料名を選ぶと、データ種類コードや解説資料などの詳細を確認できます。
      </p>
      <h2 id="classes">配信区分</h2>
      <p>
        区分は契約と配信の単位です。API では <code>classifications</code> などのパラメータに API 名で指定します。
      </p>
      <DeliveryClassTable catalog={catalog} linkTo="" />
      <h2 id="formats">データ形式</h2>
      <p>
        API の <code>format</code> には、次の値が小文字で入ります。
      </p>
      <ul>
        {catalog.formats.map((format) => (
          <li key={format.id}>
            <strong>{format.name}</strong>（<code>{format.id}</code>）: {format.description}
          </li>
        ))}
      </ul>
      <h2 id="notation">表記について</h2>
      <ul>
        <li>
          XML 電文の要素は <code>/Report/Control/Title</code>{' '}
          のように、ルートからのタグ名をスラッシュでつないで表します。一覧の「<code>Title</code>」は、電文の{' '}
          <code>/Report/Control/Title</code> が資料名と違うときのその値です。
        </li>
        <li>「形式・JSON」列は、電文の形式と、JSON に変換したときのスキーマです。</li>
        <li>時刻は、特に書かれていない限り日本時間（JST）です。</li>
        <li>
          「データ種類コード」列は、国内・昭和基地・海外編集や定時・臨時などの区別がある電文では、区別ごとに 1
          行で示します。<code>VFSVii (ii=50-61)</code> のような記法は提供元の表記どおりです。
        </li>
        <li>
          「状態」列の日付（終了予定・配信終了・配信開始の時期）は、気象庁や提供元の告知に基づきます。データ種類コードの一部だけが終わる電文は、そのコードと状態を続けて示します。
        </li>
      </ul>
      <DisagreementNotes topics={disagreementTopics} />
      <h2 id="list">電文の一覧</h2>
      <TableFilter targetId={tablesId} total={catalog.telegrams.length + (catalog.announced?.length ?? 0)} />
      <div id={tablesId}>
        {groups.map((group) => (
          <section key={group.class.api} data-filter-group>
            <h3 id={classAnchor(group.class.api)}>
              {group.class.name}（<code>{group.class.api}</code>）
            </h3>
            <table>
              <thead>
                <tr>
                  <th scope="col">資料名</th>
                  <th scope="col">データ種類コード</th>
                  <th scope="col">形式・JSON</th>
                  <th scope="col">状態</th>
                </tr>
              </thead>
              <tbody>
                {group.telegrams.map((entry) => (
                  <TelegramRow key={entry.code} entry={entry} catalog={catalog} schemaVersions={schemaVersions} />
                ))}
                {announced.get(group.class.api)?.map((entry) => (
                  <AnnouncedRow key={entry.title} entry={entry} catalog={catalog} />
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <p>
        機械可読な一覧は <a href={`${telegramIndexPath}catalog.json`}>catalog.json</a>（スキーマ:{' '}
        <a href={`${telegramIndexPath}catalog.schema.json`}>catalog.schema.json</a>）で取得できます。
      </p>
    </>
  );
}
