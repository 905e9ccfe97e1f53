import type { ReactNode } from 'react';
import { formatYen } from '../../isomorphic/content-format';
import type { PriceList } from '../../isomorphic/data-types/price';
import { useSiteData } from './site-content';
import styles from './PriceTables.module.css';

/** Every table shows data/price.yaml (the page's site content); tests may pass a list instead. */
export interface PriceTableProps {
  priceList?: PriceList;
}

function taxLabel(priceList: PriceList): string {
  return priceList.taxIncluded ? '税込み' : '税別';
}

function Yen({ amount }: { amount: number }) {
  return <span className={styles.amount}>{`${formatYen(amount)}円`}</span>;
}

/** What every priced row has: its contract name, its API name, its monthly price and, optionally, remarks. */
interface PricedEntry {
  name: string;
  api: string;
  monthlyPrice: number;
  remarks?: string;
}

/**
 * One table of priced entries, in three short columns at most so that it reads on a phone: the class with its API
 * name and remarks under it, the monthly price, and the column a list needs (connections).
 */
function PriceTable<T extends PricedEntry>({
  caption,
  nameColumn,
  columns = [],
  entries,
  cells,
}: {
  caption: ReactNode;
  nameColumn: string;
  /** Column titles after 月額. */
  columns?: string[];
  entries: readonly T[];
  /** The cells of an entry after its price. */
  cells?: (entry: T) => ReactNode;
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {[nameColumn, '月額', ...columns].map((column) => (
            <th key={column} scope="col" className={styles.heading}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.api}>
            <th scope="row">
              {entry.name}
              <br />
              <code>{entry.api}</code>
              {entry.remarks && (
                <>
                  {' '}
                  <span className={styles.remarks}>{entry.remarks}</span>
                </>
              )}
            </th>
            <td>
              <Yen amount={entry.monthlyPrice} />
            </td>
            {cells?.(entry)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 電文データ（法人・団体）: 区分（API 名と摘要を添えて）、月額、WebSocket 同時接続数。 */
export function CorporateTelegramPriceTable(props: PriceTableProps) {
  const priceList = useSiteData('price', props.priceList);
  return (
    <PriceTable
      caption={<>電文データの配信区分と月額料金（法人・団体、{taxLabel(priceList)}）</>}
      nameColumn="区分（API 名）"
      columns={['接続数']}
      entries={priceList.corporate.telegramClasses}
      cells={(entry) => <td>{entry.websocketConnections}</td>}
    />
  );
}

/** WebSocket 同時接続数を増やすオプション。 */
export function WebSocketOptionPriceTable(props: PriceTableProps) {
  const priceList = useSiteData('price', props.priceList);
  return (
    <PriceTable
      caption={<>WebSocket同時接続数の追加オプション（{taxLabel(priceList)}）</>}
      nameColumn="オプション（API 名）"
      columns={['接続数']}
      entries={priceList.corporate.websocketOptions}
      cells={(entry) => <td>{`+${entry.websocketConnections}`}</td>}
    />
  );
}

/** ファイル形式データの契約区分と月額。 */
export function JmaFilePriceTable(props: PriceTableProps) {
  const priceList = useSiteData('price', props.priceList);
  return (
    <PriceTable
      caption={<>ファイル形式データの配信区分と月額料金（{taxLabel(priceList)}）</>}
      nameColumn="区分（API 名）"
      entries={priceList.corporate.jmafileClasses}
    />
  );
}
