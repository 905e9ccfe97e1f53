import type { ReactNode } from 'react';
import {
  formatYen,
  loadPriceList,
  type IndividualPlanPrice,
  type JmaFileClassPrice,
  type PriceList,
  type TelegramClassPrice,
  type WebSocketOptionPrice,
} from '../../generators/content/price';
import { DataTable } from './reference/DataTable';

/** Every table reads data/price.yaml at build time; tests may pass a list instead. */
export interface PriceTableProps {
  priceList?: PriceList;
}

function priceListOf(props: PriceTableProps): PriceList {
  return props.priceList ?? loadPriceList();
}

function taxLabel(priceList: PriceList): string {
  return priceList.taxIncluded ? '税込み' : '税別';
}

function Yen({ amount }: { amount: number }) {
  return <>{`${formatYen(amount)}円`}</>;
}

/** What every priced row has: its contract name, its API name and, optionally, remarks. */
interface PricedEntry {
  name: string;
  api: string;
  remarks?: string;
}

/** One table of priced entries; the 摘要 column appears only when some entry has remarks. */
function PriceTable<T extends PricedEntry>({
  caption,
  columns,
  entries,
  cells,
}: {
  caption: ReactNode;
  /** Column titles after 区分名 and API名 (without 摘要). */
  columns: [string, ...string[]];
  entries: readonly T[];
  /** The cells of an entry between its API name and its remarks. */
  cells: (entry: T) => ReactNode;
}) {
  const withRemarks = entries.some((entry) => entry.remarks !== undefined);
  const [nameColumn, ...rest] = columns;
  return (
    <DataTable caption={caption} columns={[nameColumn, 'API名', ...rest, ...(withRemarks ? ['摘要'] : [])]}>
      {entries.map((entry) => (
        <tr key={entry.api}>
          <th scope="row">{entry.name}</th>
          <td>
            <code>{entry.api}</code>
          </td>
          {cells(entry)}
          {withRemarks && <td>{entry.remarks ?? ''}</td>}
        </tr>
      ))}
    </DataTable>
  );
}

/** 電文データ（法人・団体）: 区分名、API名、WebSocket 同時接続数、月額、摘要。 */
export function CorporateTelegramPriceTable(props: PriceTableProps) {
  const priceList = priceListOf(props);
  return (
    <PriceTable
      caption={<>電文データの契約区分と月額料金（法人・団体、{taxLabel(priceList)}）</>}
      columns={['区分名', 'WebSocket同時接続数', '料金（月額）']}
      entries={priceList.corporate.telegramClasses}
      cells={(entry) => (
        <>
          <td>{entry.websocketConnections}</td>
          <td>
            <Yen amount={entry.monthlyPrice} />
          </td>
        </>
      )}
    />
  );
}

/** WebSocket 同時接続数を増やすオプション。 */
export function WebSocketOptionPriceTable(props: PriceTableProps) {
  const priceList = priceListOf(props);
  return (
    <PriceTable
      caption={<>WebSocket同時接続数の追加オプション（{taxLabel(priceList)}）</>}
      columns={['オプション名', '追加される同時接続数', '料金（月額）']}
      entries={priceList.corporate.websocketOptions}
      cells={(entry) => (
        <>
          <td>{`+${entry.websocketConnections}`}</td>
          <td>
            <Yen amount={entry.monthlyPrice} />
          </td>
        </>
      )}
    />
  );
}

/** ファイル形式データの契約区分と月額。 */
export function JmaFilePriceTable(props: PriceTableProps) {
  const priceList = priceListOf(props);
  return (
    <PriceTable
      caption={<>ファイル形式データの契約区分と月額料金（{taxLabel(priceList)}）</>}
      columns={['区分名', '料金（月額）']}
      entries={priceList.corporate.jmafileClasses}
      cells={(entry) => (
        <td>
          <Yen amount={entry.monthlyPrice} />
        </td>
      )}
    />
  );
}

/** 個人向けの契約区分: 月額の上限、日割り単価、初期費用、含まれる情報。 */
export function IndividualPlanPriceTable(props: PriceTableProps) {
  const priceList = priceListOf(props);
  return (
    <PriceTable
      caption={<>個人向けの契約区分と料金（{taxLabel(priceList)}）</>}
      columns={['区分名', '月額（上限）', '日割り（1日あたり）', '初期費用', 'WebSocket同時接続数', '主な情報']}
      entries={priceList.individual.plans}
      cells={(plan) => (
        <>
          <td>
            <Yen amount={plan.monthlyMaxPrice} />
          </td>
          <td>
            <Yen amount={plan.dailyPrice} />
          </td>
          <td>
            <Yen amount={plan.initialFee} />
          </td>
          <td>{`+${plan.websocketConnections}`}</td>
          <td>
            <ul>
              {plan.contents.map((content) => (
                <li key={content}>{content}</li>
              ))}
            </ul>
          </td>
        </>
      )}
    />
  );
}
