import { documentLinks } from '../../../isomorphic/jma-documents';
import type { TelegramEntry } from '../../../isomorphic/catalog-types';
import type { TelegramPageProps } from './props';
import type { ReactNode } from 'react';
import { DeliveryStatus, deliveryStateLabel, deliveryWhen } from '../../_components/reference/DeliveryStatus';
import { CodeList } from '../../_components/reference/CodeList';
import { codeItems, DataTypeCodes, EntryStatus, Replacement } from '../../_components/reference/TelegramSummary';
import { FactList, type Fact } from '../../_components/reference/FactList';
import { InlineText } from '../../_components/reference/InlineText';
import { LinkList } from '../../_components/reference/LinkList';
import { TextList } from '../../_components/reference/TextList';
import { DisagreementNotes } from '../../_components/DisagreementNote';
import { DocumentFigure, JapanOutlines } from '../../_components/figures/DocumentFigure';
import { hasMap } from '../../../isomorphic/figures/figure-tree';
import { apiEndpointPath, pricePath } from '../../../isomorphic/routes';
import { ReaderTime } from '../../_components/ReaderTime';

function statusMessage(entry: TelegramEntry): { kind: 'caution' | 'info' | 'danger'; text: ReactNode } | null {
  const { status } = entry;
  const when = deliveryWhen(status);
  const replaced = status.replacedBy?.length ? (
    <>
      {' '}
      <Replacement status={status} inline />
    </>
  ) : null;
  const note = status.note ? ` ${status.note}` : '';
  if (status.state === 'ended')
    return {
      kind: 'danger',
      text: (
        <>
          この電文の配信は終了しています{when ? `（${when}）` : ''}。{note}
          {replaced}
        </>
      ),
    };
  if (status.state === 'ending')
    return {
      kind: 'caution',
      text: (
        <>
          この電文は配信終了が予定されています{when ? `（${when}）` : ''}。{note}
          {replaced}
        </>
      ),
    };
  if (status.state === 'planned') return { kind: 'info', text: `この電文は配信開始前です（${when}）。${note}` };
  return null;
}

function SchemaFact({ entry, schemas }: Pick<TelegramPageProps, 'entry' | 'schemas'>) {
  if (schemas) {
    return (
      <>
        <a href={schemas.current.href}>
          {schemas.current.name} v{schemas.current.version}
        </a>
        {schemas.legacy.map((legacy) => (
          <span key={legacy.version}>
            {' '}
            ／ 旧版{' '}
            <a href={legacy.href}>
              {legacy.name} v{legacy.version}
            </a>
            {legacy.until ? `（${legacy.until} まで）` : ''}
          </span>
        ))}
      </>
    );
  }
  if (entry.undocumentedSchema)
    return (
      <>{`${entry.undocumentedSchema.name} v${entry.undocumentedSchema.version}（このサイトのリファレンスには未掲載）`}</>
    );
  return <>JSON 変換はありません</>;
}

/** The drawings of the telegram's real JSON examples, each linked to where its JSON is shown. */
function ExampleFigures({ examples }: { examples: TelegramPageProps['examples'] }) {
  if (examples.length === 0) return null;
  return (
    <>
      <h2 id="examples">JSON の例と図</h2>
      <p>この電文を JSON に変換した実例を図にしています。JSON 本体は各例のリンク先（スキーマのページ）にあります。</p>
      {examples.some((example) => hasMap(example.figure)) && <JapanOutlines />}
      {examples.map((example) => (
        <section key={example.slug} aria-labelledby={`example-${example.slug}`}>
          <h3 id={`example-${example.slug}`}>
            <a href={example.url}>{example.fileName}</a>（{example.schema}）
          </h3>
          <DocumentFigure figure={example.figure} />
        </section>
      ))}
    </>
  );
}

/** /docs/telegrams/{code}: every published fact of one telegram, and how to receive it. */
export function TelegramPage({
  entry,
  deliveryClass,
  formatName,
  schemas,
  examples,
  disagreementTopics,
}: TelegramPageProps) {
  const message = statusMessage(entry);
  const facts: Fact[] = [
    { label: '資料名', value: entry.title },
    ...(entry.pageTitle && entry.pageTitle !== entry.title ? [{ label: '別名', value: entry.pageTitle }] : []),
    { label: 'ページコード', value: <code>{entry.code}</code> },
    {
      label: '配信区分',
      value: (
        <>
          <a href={deliveryClass.href}>{deliveryClass.name}</a>（<code>{entry.class}</code>）
        </>
      ),
    },
    { label: 'データ種類コード', value: <DataTypeCodes entry={entry} /> },
    { label: 'データ形式', value: `${formatName}${entry.formatDetail ? `（${entry.formatDetail}）` : ''}` },
    ...(entry.controlTitles ? [{ label: '/Report/Control/Title', value: entry.controlTitles.join('、') }] : []),
    ...(entry.reportTypes ? [{ label: '報の種類', value: entry.reportTypes.join('、') }] : []),
    { label: 'WebSocket 圧縮形式', value: entry.compression },
    { label: '状態', value: <EntryStatus entry={entry} /> },
    { label: 'JSON データ', value: <SchemaFact entry={entry} schemas={schemas} /> },
    ...(entry.transferSize
      ? [
          {
            label: '送信容量',
            value: `gzip + Base64: ${entry.transferSize.gzipBase64} ／ 非圧縮: ${entry.transferSize.uncompressed}`,
          },
        ]
      : []),
  ];
  return (
    <>
      <p>
        <InlineText text={entry.summary} />
      </p>
      {message && (
        <aside className={`admonition admonition-${message.kind}`}>
          <p className="admonition-title">{deliveryStateLabel(entry.status.state)}</p>
          <p>{message.text}</p>
        </aside>
      )}
      <h2 id="facts">概要</h2>
      <FactList facts={facts} />
      <DisagreementNotes topics={disagreementTopics} />
      {entry.dataTypePatterns && entry.dataTypePatterns.length > 0 && (
        <>
          <h3 id="data-type-patterns">データ種類コードの表記</h3>
          <ul>
            {entry.dataTypePatterns.map((pattern) => (
              <li key={pattern.notation}>
                <code>{pattern.notation}</code>
                {pattern.codes?.length ? (
                  <>
                    : <CodeList items={pattern.codes} />
                  </>
                ) : (
                  ''
                )}
                {pattern.note ? ` — ${pattern.note}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {entry.variants && entry.variants.length > 0 && (
        <>
          <h3 id="variants">データ種類ごとの内訳</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">データ種類コード</th>
                <th scope="col">内容</th>
                <th scope="col">/Report/Control/Title</th>
                <th scope="col">状態</th>
              </tr>
            </thead>
            <tbody>
              {entry.variants.map((variant) => (
                <tr key={[...(variant.dataTypes ?? []), ...(variant.patterns ?? [])].join()}>
                  <td>
                    <CodeList items={codeItems(entry, variant.dataTypes ?? [], variant.patterns ?? [])} />
                  </td>
                  <td>
                    {variant.label ?? '—'}
                    {variant.note ? `（${variant.note}）` : ''}
                  </td>
                  <td>{variant.controlTitle ?? '—'}</td>
                  <td>{variant.status ? <DeliveryStatus status={variant.status} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {entry.documents.length > 0 && (
        <>
          <h2 id="documents">解説資料</h2>
          <LinkList links={documentLinks(entry.documents)} />
        </>
      )}
      {entry.codeTables && entry.codeTables.length > 0 && (
        <>
          <h2 id="code-tables">コード表</h2>
          <ul>
            {entry.codeTables.map((table) => (
              <li key={table.url + table.title}>
                {table.covers ? `${table.covers}: ` : ''}
                <a href={table.url} target="_blank" rel="noopener noreferrer">
                  {table.title}
                </a>
                {table.tables?.length ? `（${table.tables.join('、')}）` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      <ExampleFigures examples={examples} />
      {entry.samples && entry.samples.length > 0 && (
        <>
          <h2 id="samples">サンプル</h2>
          <LinkList links={entry.samples} />
        </>
      )}
      {entry.references && entry.references.length > 0 && (
        <>
          <h2 id="references">関連情報</h2>
          <LinkList links={entry.references} />
        </>
      )}
      {entry.changes && entry.changes.length > 0 && (
        <>
          <h2 id="changes">運用の変更</h2>
          <ul>
            {entry.changes.map((change) => (
              <li key={change.date + change.note}>
                <strong>
                  <ReaderTime value={change.date} />
                </strong>
                : <InlineText text={change.note} />
              </li>
            ))}
          </ul>
        </>
      )}
      {entry.notes && entry.notes.length > 0 && <h2 id="notes">補足</h2>}
      <TextList items={entry.notes} />
      <h2 id="receive">受信方法</h2>
      <ul>
        <li>
          リアルタイム: <a href={apiEndpointPath('v2', 'socket.start')}>socket.start</a> の <code>classifications</code>{' '}
          に <code>{entry.class}</code> を含めて <a href={apiEndpointPath('v2', 'websocket')}>WebSocket</a> で接続
        </li>
        {!entry.class.startsWith('eew.') && (
          <li>
            一覧と取得: <a href={apiEndpointPath('v2', 'telegram.list')}>telegram.list</a> の <code>type</code>{' '}
            にデータ種類コードを指定して検索し、<a href={apiEndpointPath('v1', 'telegram.data')}>telegram.data</a>{' '}
            で本文を取得
          </li>
        )}
        <li>
          この区分の契約と料金: <a href={pricePath}>料金表</a>
        </li>
      </ul>
    </>
  );
}
