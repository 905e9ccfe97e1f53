import { CodeList } from '../../_components/reference/CodeList';
import { ClassTable } from '../../_components/reference/ClassTable';
import { InlineText } from '../../_components/reference/InlineText';
import { IdentifierList, variantValues } from '../../_components/reference/JmaFileSummary';
import { LinkList } from '../../_components/reference/LinkList';
import { DisagreementNotes } from '../../_components/DisagreementNote';
import { filterExtra, TableFilter } from '../../_components/reference/TableFilter';
import { classAnchor, jmaFileIndexPath, jmaFileUrl } from '../../../isomorphic/routes';
import { groupJmaFilesByClass, type JmaFileCatalog, type JmaFileEntry } from '../../../isomorphic/catalog-types';
import type { JmaFileIndexProps } from './props';

const tablesId = 'jmafile-tables';

function formatNames(catalog: JmaFileCatalog, ids: string[]): string {
  return ids.map((id) => catalog.formats.find((format) => format.id === id)?.name ?? id).join('、');
}

function JmaFileRow({ entry, catalog }: { entry: JmaFileEntry; catalog: JmaFileCatalog }) {
  const identifiers = (entry.dataIdentifiers ?? []).map((identifier) => identifier.value);
  const intervals = entry.delivery
    ? [entry.delivery.interval ?? entry.delivery.schedule]
    : variantValues(entry, (variant) => variant.delivery.interval ?? variant.delivery.schedule);
  const sizes = entry.fileSize ? [entry.fileSize] : variantValues(entry, (variant) => variant.fileSize);
  return (
    <tr
      data-filter-text={filterExtra(
        [entry.code, entry.title, entry.indexTitle ?? '', ...identifiers],
        [entry.title, entry.code, ...identifiers],
      )}
    >
      <td>
        <a href={jmaFileUrl(entry.code)}>{entry.title}</a>
        <br />
        <code>{entry.code}</code>
      </td>
      <td>
        {!entry.dataIdentifiers?.length && entry.charts ? (
          <>
            図ごとに異なります（<a href={`${jmaFileUrl(entry.code)}#charts`}>{entry.charts.length} 種類の図の一覧</a>）
          </>
        ) : (
          <IdentifierList entry={entry} />
        )}
      </td>
      <td>{formatNames(catalog, entry.formats)}</td>
      <td>{intervals.length > 0 ? intervals.join('、') : '—'}</td>
      <td>{sizes.length > 0 ? sizes.join('、') : '—'}</td>
    </tr>
  );
}

/** /docs/jmafile/: classes, formats, file-name conventions, delivery timing, then one table per class. */
export function JmaFileIndex({ catalog, disagreementTopics }: JmaFileIndexProps) {
  const groups = groupJmaFilesByClass(catalog).filter((group) => group.files.length > 0);
  return (
    <>
      <p>
        ファイル形式データは、格子点値（GPV）や危険度分布などを気象庁が作るファイルのまま配信するデータです。区分ごとに契約し、
        <a href="/docs/reference/api/v2/jmafile.list">jmafile.list</a> で一覧を取得して{' '}
        <a href="/docs/reference/api/v1/jmafile.data">jmafile.data</a> でファイルをダウンロードします。ここでは{' '}
        {catalog.files.length} 種類の資料を {catalog.classes.length} の区分にまとめています。
      </p>
      <h2 id="classes">配信区分</h2>
      <ClassTable caption="ファイル形式データの配信区分" classes={catalog.classes} linkTo="" />
      <h2 id="formats">データ形式</h2>
      <ul>
        {catalog.formats.map((format) => (
          <li key={format.id}>
            <strong>{format.name}</strong>: <InlineText text={format.description} />
          </li>
        ))}
      </ul>
      <h2 id="file-names">ファイル名の決まり</h2>
      {catalog.fileNameConventions.map((convention) => (
        <section key={convention.id}>
          <h3 id={`file-name-${convention.id}`}>{convention.label}</h3>
          <p>
            <InlineText text={convention.description} />
          </p>
          <p>
            <code>{convention.template}</code>
          </p>
          <p>
            例: <code>{convention.example.fileName}</code>（データ識別名{' '}
            <code>{convention.example.dataIdentifier}</code>）
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">要素</th>
                <th scope="col">意味</th>
                <th scope="col">値</th>
              </tr>
            </thead>
            <tbody>
              {convention.parts.map((part) => (
                <tr key={part.placeholder}>
                  <td>
                    <code>{part.placeholder}</code>
                  </td>
                  <td>
                    <InlineText text={part.meaning} />
                  </td>
                  <td>{part.values ? <CodeList items={part.values} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <h2 id="timeline">配信時刻の目安</h2>
      <p>
        <InlineText text={catalog.deliveryTimeline.note} />
      </p>
      <DisagreementNotes topics={disagreementTopics} />
      <table>
        <thead>
          <tr>
            <th scope="col">初期値・観測時刻</th>
            <th scope="col">配信時刻</th>
            <th scope="col">資料</th>
          </tr>
        </thead>
        <tbody>
          {catalog.deliveryTimeline.cycles.flatMap((cycle) =>
            cycle.deliveries.map((delivery, index) => (
              <tr key={`${cycle.initialTime}-${delivery.time}`}>
                <td>{index === 0 ? cycle.initialTime : ''}</td>
                <td>{delivery.time}</td>
                <td>
                  {delivery.products.map((product, productIndex) => (
                    <span key={`${product.label}-${productIndex}`}>
                      {productIndex > 0 && '、'}
                      {product.code ? <a href={jmaFileUrl(product.code)}>{product.label}</a> : product.label}
                    </span>
                  ))}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <h2 id="list">資料の一覧</h2>
      <TableFilter
        targetId={tablesId}
        total={catalog.files.length}
        placeholder="コード・資料名・データ識別名で絞り込み"
      />
      <div id={tablesId}>
        {groups.map((group) => (
          <section key={group.class.api} data-filter-group>
            <h3 id={classAnchor(group.class.api)}>
              {group.class.tableHeading ?? group.class.name}（<code>{group.class.api}</code>）
            </h3>
            <table>
              <thead>
                <tr>
                  <th scope="col">資料名</th>
                  <th scope="col">データ識別名</th>
                  <th scope="col">形式</th>
                  <th scope="col">配信間隔</th>
                  <th scope="col">ファイルサイズ</th>
                </tr>
              </thead>
              <tbody>
                {group.files.map((entry) => (
                  <JmaFileRow key={entry.code} entry={entry} catalog={catalog} />
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      {catalog.sampleLinks.length > 0 && (
        <>
          <h2 id="samples">サンプル</h2>
          <LinkList links={catalog.sampleLinks} />
        </>
      )}
      <h2 id="history">変更履歴</h2>
      <ul>
        {catalog.history.map((entry) => (
          <li key={entry.date + entry.change}>
            <strong>{entry.date}</strong>: <InlineText text={entry.change} />
          </li>
        ))}
      </ul>
      <p>
        機械可読な一覧は <a href={`${jmaFileIndexPath}catalog.json`}>catalog.json</a>（スキーマ:{' '}
        <a href={`${jmaFileIndexPath}catalog.schema.json`}>catalog.schema.json</a>）で取得できます。
      </p>
    </>
  );
}
