import { FactList, type Fact } from '../../_components/reference/FactList';
import { InlineText } from '../../_components/reference/InlineText';
import { LinkList } from '../../_components/reference/LinkList';
import { TextList } from '../../_components/reference/TextList';
import { DisagreementNotes } from '../../_components/DisagreementNote';
import { CodeList } from '../../_components/reference/CodeList';
import { IdentifierList } from '../../_components/reference/JmaFileSummary';
import { apiEndpointPath, jmaFileNamesUrl, pricePath } from '../../../isomorphic/routes';
import {
  type JmaFileDelivery,
  type JmaFileDocumentKind,
  type JmaFileNamePattern,
} from '../../../isomorphic/catalog-types';
import { documentLinks } from '../../../isomorphic/jma-documents';
import type { JmaFilePageProps } from './props';
import { ReaderTime } from '../../_components/ReaderTime';

const documentKinds: Record<JmaFileDocumentKind, string> = {
  specification: '配信資料に関する仕様',
  technical: '技術情報',
  notice: 'お知らせ',
  reference: '参考資料',
};

function deliveryText(delivery: JmaFileDelivery): string {
  const parts = [delivery.schedule];
  if (delivery.timesPerDay) parts.push(`1日${delivery.timesPerDay}回`);
  return parts.join('、');
}

function PatternList({ patterns }: { patterns: JmaFileNamePattern[] }) {
  return (
    <ul>
      {patterns.map((pattern) => (
        <li key={pattern.pattern}>
          {pattern.label ? `${pattern.label}: ` : ''}
          <code>{pattern.pattern}</code>
          {pattern.archive === 'aggregate' && '（気象業務支援センターによる集約 tar）'}
          {pattern.archive === 'shapefile-set' && '（シェープファイル一式を収めたアーカイブ）'}
          {pattern.extractsTo?.length ? (
            <>
              {' '}
              → 展開後: <CodeList items={pattern.extractsTo} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /docs/jmafile/{code}: every published fact of one JMA file product. */
export function JmaFilePage({ entry, deliveryClass, formatNames, disagreementTopics }: JmaFilePageProps) {
  const facts: Fact[] = [
    { label: '資料名', value: entry.title },
    { label: 'ページコード', value: <code>{entry.code}</code> },
    {
      label: '配信区分',
      value: (
        <>
          <a href={deliveryClass.href}>{deliveryClass.name}</a>（<code>{entry.class}</code>）
        </>
      ),
    },
    { label: 'データ形式', value: formatNames.join('、') },
  ];
  if (entry.indexTitle && entry.indexTitle !== entry.title)
    facts.splice(1, 0, { label: '別名', value: entry.indexTitle });
  if (entry.productName) facts.push({ label: 'プロダクト名', value: entry.productName });
  if (entry.dataIdentifiers?.length) facts.push({ label: 'データ識別名', value: <IdentifierList entry={entry} /> });
  if (entry.area) {
    const range = [entry.area.latitudeRange, entry.area.longitudeRange].filter(Boolean).join('、');
    facts.push({ label: '領域', value: range ? `${entry.area.region}（${range}）` : entry.area.region });
  }
  if (entry.grid) facts.push({ label: '格子系', value: entry.grid });
  if (entry.elements?.length) facts.push({ label: '要素', value: entry.elements.join('、') });
  if (entry.forecastTimes) facts.push({ label: '予報時間', value: entry.forecastTimes });
  if (entry.fileSize) facts.push({ label: 'ファイルサイズ', value: entry.fileSize });
  if (entry.delivery) facts.push({ label: '配信', value: deliveryText(entry.delivery) });
  if (entry.tokyoSystemOnly)
    facts.push({
      label: '受信系統',
      value: entry.tokyoSystemOnly === 'all' ? '東京システムのみで受信' : '一部を東京システムのみで受信',
    });
  if (entry.status) facts.push({ label: '状態', value: <InlineText text={entry.status} /> });
  const documentGroups = (Object.keys(documentKinds) as JmaFileDocumentKind[])
    .map((kind) => ({ kind, documents: entry.documents.filter((document) => document.kind === kind) }))
    .filter((group) => group.documents.length > 0);
  return (
    <>
      <p>
        <InlineText text={entry.summary} />
      </p>
      <h2 id="facts">概要</h2>
      <FactList facts={facts} />
      <DisagreementNotes topics={disagreementTopics} />
      {entry.delivery?.detail && (
        <p>
          <InlineText text={entry.delivery.detail} />
        </p>
      )}
      <h2 id="file-names">ファイル名</h2>
      {entry.fileNames.patterns && <PatternList patterns={entry.fileNames.patterns} />}
      {entry.fileNames.placeholders.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">表記</th>
              <th scope="col">意味</th>
            </tr>
          </thead>
          <tbody>
            {entry.fileNames.placeholders.map((placeholder) => (
              <tr key={placeholder.placeholder}>
                <td>
                  <code>{placeholder.placeholder}</code>
                </td>
                <td>
                  <InlineText text={placeholder.meaning} />
                  {placeholder.values?.length ? (
                    <>
                      {' '}
                      値: <CodeList items={placeholder.values} />
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        ファイル名の各部分の意味は <a href={jmaFileNamesUrl}>ファイル名の決まり</a> を参照してください。
      </p>
      {entry.variants && entry.variants.length > 0 && (
        <>
          <h2 id="variants">配信の種類</h2>
          {entry.variants.map((variant, index) => (
            <section key={variant.label}>
              <h3 id={`variant-${index + 1}`}>{variant.label}</h3>
              <FactList
                facts={[
                  ...(variant.since ? [{ label: '開始', value: <ReaderTime value={variant.since} /> }] : []),
                  ...(variant.status ? [{ label: '状態', value: <InlineText text={variant.status} /> }] : []),
                  ...(variant.fileSize ? [{ label: 'ファイルサイズ', value: variant.fileSize }] : []),
                  { label: '配信', value: deliveryText(variant.delivery) },
                ]}
              />
              <PatternList patterns={variant.patterns} />
            </section>
          ))}
        </>
      )}
      {entry.charts && entry.charts.length > 0 && (
        <>
          <h2 id="charts">収録図</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">図</th>
                <th scope="col">ファイル名</th>
                <th scope="col">配信</th>
              </tr>
            </thead>
            <tbody>
              {entry.charts.map((chart) => (
                <tr key={chart.fileName + chart.title}>
                  <td>
                    {chart.stamp ? (
                      <>
                        <code>{chart.stamp}</code>{' '}
                      </>
                    ) : null}
                    {chart.title}
                  </td>
                  <td>
                    <code>{chart.fileName}</code>
                  </td>
                  <td>
                    {chart.schedule}
                    {chart.timesPerDay ? `（1日${chart.timesPerDay}回）` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {documentGroups.length > 0 && <h2 id="documents">解説資料</h2>}
      {documentGroups.map((group) => (
        <section key={group.kind}>
          <h3 id={`documents-${group.kind}`}>{documentKinds[group.kind]}</h3>
          <LinkList links={documentLinks(group.documents)} />
        </section>
      ))}
      {entry.notes && entry.notes.length > 0 && <h2 id="notes">補足</h2>}
      <TextList items={entry.notes} />
      <h2 id="receive">取得方法</h2>
      <p>
        <a href={apiEndpointPath('v2', 'jmafile.list')}>jmafile.list</a> で区分 <code>{entry.class}</code>{' '}
        のファイルを探し、<a href={apiEndpointPath('v1', 'jmafile.data')}>jmafile.data</a> でダウンロードします。料金は{' '}
        <a href={pricePath}>料金表</a> を参照してください。
      </p>
    </>
  );
}
