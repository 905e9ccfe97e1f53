import { DataTable } from '../../_components/reference/DataTable';
import { CodeList } from '../../_components/reference/SeparatedList';
import { ApiText, type PhraseLink } from './ApiText';
import { jsonValueText } from './json-value';
import { FieldExtra } from './FieldExtra';
import { DisagreementNote } from '../../_components/DisagreementNote';
import { StatusBadge } from '../../_components/reference/StatusBadge';
import styles from './ParameterTable.module.css';
import { apiSections, overviewSectionUrl } from '../../../isomorphic/routes';
import { parameterTimeZoneTexts } from '../../../isomorphic/content-format';
import { type ApiParameter, type ParameterLimits } from '../../../isomorphic/api-types';

/** Where a parameter goes, as a heading and a short label. */
export const parameterLocations = {
  path: { id: 'path-parameters', label: 'パスパラメータ' },
  query: { id: 'query-parameters', label: 'クエリパラメータ' },
  body: { id: 'body-parameters', label: 'リクエストボディ（JSON）' },
} as const;

function limitTexts(limits: ParameterLimits | undefined): string[] {
  if (!limits) return [];
  const out: string[] = [];
  if (limits.minimum !== undefined) out.push(`最小値 ${limits.minimum}`);
  if (limits.maximum !== undefined) out.push(`最大値 ${limits.maximum}`);
  if (limits.minItems !== undefined) out.push(`要素は ${limits.minItems} 個以上`);
  if (limits.maxItems !== undefined) out.push(`要素は ${limits.maxItems} 個まで`);
  if (limits.maxBytes !== undefined) out.push(`${limits.maxBytes} バイトまで`);
  if (limits.maxListValues !== undefined) out.push(`カンマ区切りで ${limits.maxListValues} 個まで`);
  return out;
}

function defaultText(parameter: ApiParameter): string | null {
  return parameter.default === undefined ? null : String(parameter.default);
}

/** The data text often says it already (`formats` と同時には指定できません); the generated line is then left out. */
function mentionsExclusion(parameter: ApiParameter): boolean {
  const names = parameter.exclusiveWith ?? [];
  return parameter.description.includes('同時') && names.every((name) => parameter.description.includes(`\`${name}\``));
}

function ParameterDetails({ parameter, links }: { parameter: ApiParameter; links: readonly PhraseLink[] }) {
  const limits = limitTexts(parameter.limits);
  return (
    <>
      <ApiText text={parameter.description} links={links} />
      {parameter.listSeparator && (
        <FieldExtra>
          カンマ（<code>{parameter.listSeparator}</code>）で区切って複数の値を指定できます。
        </FieldExtra>
      )}
      {parameter.negationPrefix && (
        <FieldExtra>
          値の先頭に <code>{parameter.negationPrefix}</code> を付けると、その値を除外する指定になります。
        </FieldExtra>
      )}
      {parameter.exclusiveWith && !mentionsExclusion(parameter) && (
        <FieldExtra>
          <CodeList values={parameter.exclusiveWith} /> と同時には指定できません。
        </FieldExtra>
      )}
      {parameter.cursor && (
        <FieldExtra>
          使い方は <a href={overviewSectionUrl(apiSections.cursorToken)}>カーソルトークン</a> を参照してください。
        </FieldExtra>
      )}
      {parameter.allowedValues && (
        <FieldExtra>
          指定できる値:
          <ul className={styles.allowedValues}>
            {parameter.allowedValues.map((allowed) => (
              <li key={allowed.value}>
                <code>{allowed.value}</code>: <ApiText text={allowed.description} links={links} />
              </li>
            ))}
          </ul>
        </FieldExtra>
      )}
      {limits.length > 0 && <FieldExtra>制限: {limits.join('、')}</FieldExtra>}
      {parameter.timeZone && <FieldExtra>タイムゾーン: {parameterTimeZoneTexts[parameter.timeZone]}</FieldExtra>}
      {parameter.example !== undefined && (
        <FieldExtra>
          例: <code>{jsonValueText(parameter.example)}</code>
        </FieldExtra>
      )}
      {parameter.disagreement && <DisagreementNote id={parameter.disagreement} />}
    </>
  );
}

/** The parameters of one location (path, query or body): name, required, type notation, default and details. */
export function ParameterTable({
  parameters,
  links = [],
  caption,
}: {
  parameters: ApiParameter[];
  links?: readonly PhraseLink[];
  caption?: string;
}) {
  return (
    <DataTable
      className={styles.table}
      kind="parameters"
      caption={caption}
      columns={['名前', '必須', '型', '既定値', '説明']}
    >
      {parameters.map((parameter) => {
        const fallback = defaultText(parameter);
        return (
          <tr key={parameter.name} id={`parameter-${parameter.in}-${parameter.name}`}>
            <th scope="row">
              <code>{parameter.name}</code>
              {parameter.experimental && (
                <StatusBadge tone="planned" afterText>
                  実験的
                </StatusBadge>
              )}
            </th>
            <td>{parameter.required ? 'はい' : 'いいえ'}</td>
            <td>
              <code>{parameter.type}</code>
            </td>
            <td>{fallback === null ? '—' : <code>{fallback}</code>}</td>
            <td>
              <ParameterDetails parameter={parameter} links={links} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
