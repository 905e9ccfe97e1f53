import { formatDeliveredAt, groupConversionErrorsBySchema, repeatedRecordIds } from '../../isomorphic/content-format';
import type { ConversionErrorLog, ConversionErrorRecord } from '../../isomorphic/data-types/conversion-errors';
import { useSiteData } from './site-content';
import { Heading } from './Heading';
import { DataTable } from './reference/DataTable';
import { CodeList } from './reference/SeparatedList';

export interface ConversionErrorTablesProps {
  /** The log to show; data/conversion-errors.yaml (the page's site content) when omitted (tests pass their own). */
  log?: ConversionErrorLog;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The kinds of failure: schema and the versions and titles seen with it, what went wrong, and how many records have it. */
export function ConversionErrorCauseTable(props: ConversionErrorTablesProps) {
  const log = useSiteData('conversionErrors', props.log);
  return (
    <DataTable columns={['番号', 'スキーマ（バージョン）', '配信資料名', '原因', '件数']}>
      {log.causes.map((cause) => {
        const records = log.records.filter((record) => record.cause === cause.id);
        return (
          <tr key={cause.id}>
            <td>{cause.id}</td>
            <td>
              <code>{cause.schema}</code>（<CodeList values={unique(records.map((record) => record.schemaVersion))} />）
            </td>
            <td>{unique(records.map((record) => record.title)).join('、')}</td>
            <td>
              <CauseText text={cause.description} />
            </td>
            <td>{records.length}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** A cause description with its `backticked` element names as code. */
function CauseText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, index) =>
          part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
            <code key={index}>{part.slice(1, -1)}</code>
          ) : (
            part
          ),
        )}
    </>
  );
}

function Remarks({ record }: { record: ConversionErrorRecord }) {
  return (
    <>
      {record.training && '訓練配信'}
      {record.training && record.reference && '、'}
      {record.reference && <a href={record.reference.url}>{record.reference.title}</a>}
    </>
  );
}

function RecordRow({ record }: { record: ConversionErrorRecord }) {
  return (
    <tr>
      <td>
        <code>{record.id}</code>
      </td>
      <td>{record.title}</td>
      <td>
        {record.deliveredAt ? (
          // The provider's list gives no time zone: the time is shown as listed, not through the Japan-time formatter.
          <time dateTime={record.deliveredAt} data-time-zone="unpublished">
            {formatDeliveredAt(record.deliveredAt)}
          </time>
        ) : (
          '記録なし'
        )}
      </td>
      <td>{record.cause}</td>
      <td>
        <Remarks record={record} />
      </td>
    </tr>
  );
}

/** One `###` section per schema with its records, and a note under any table where one short id appears twice. */
export function ConversionErrorRecordSections(props: ConversionErrorTablesProps) {
  const log = useSiteData('conversionErrors', props.log);
  return (
    <>
      {groupConversionErrorsBySchema(log).map((group) => {
        const repeated = repeatedRecordIds(group.records);
        return (
          <section key={group.schema}>
            <Heading level={3} id={group.schema} text={group.schema} />
            <DataTable columns={['JSON 電文 ID', '配信資料名', '配信日時', '原因', '備考']}>
              {group.records.map((record, index) => (
                <RecordRow key={index} record={record} />
              ))}
            </DataTable>
            {repeated.map((id) => (
              <p key={id}>
                <code>{id}</code> は、
                {group.records
                  .filter((record) => record.id === id)
                  .map((record) =>
                    record.deliveredAt
                      ? formatDeliveredAt(record.deliveredAt).slice(0, 10)
                      : '配信日時の記録がないもの',
                  )
                  .join('と')}
                の記録に同じ値で載っています。ID は先頭 7
                文字だけなので、照合するときは配信日時もあわせて確認してください。
              </p>
            ))}
          </section>
        );
      })}
    </>
  );
}
