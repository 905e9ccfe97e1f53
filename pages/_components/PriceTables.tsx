import {
  formatYen,
  loadPriceList,
  type IndividualPlanPrice,
  type JmaFileClassPrice,
  type PriceList,
  type TelegramClassPrice,
  type WebSocketOptionPrice,
} from '../../generators/content/price';

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

function hasRemarks(rows: ReadonlyArray<{ remarks?: string }>): boolean {
  return rows.some((row) => row.remarks !== undefined);
}

function TelegramClassRow({ entry, withRemarks }: { entry: TelegramClassPrice; withRemarks: boolean }) {
  return (
    <tr>
      <th scope="row">{entry.name}</th>
      <td>
        <code>{entry.api}</code>
      </td>
      <td>{entry.websocketConnections}</td>
      <td>
        <Yen amount={entry.monthlyPrice} />
      </td>
      {withRemarks && <td>{entry.remarks ?? ''}</td>}
    </tr>
  );
}

/** 電文データ（法人・団体）: 区分名、API名、WebSocket 同時接続数、月額、摘要。 */
export function CorporateTelegramPriceTable(props: PriceTableProps) {
  const priceList = priceListOf(props);
  const rows = priceList.corporate.telegramClasses;
  const withRemarks = hasRemarks(rows);
  return (
    <table>
      <caption>電文データの契約区分と月額料金（法人・団体、{taxLabel(priceList)}）</caption>
      <thead>
        <tr>
          <th scope="col">区分名</th>
          <th scope="col">API名</th>
          <th scope="col">WebSocket同時接続数</th>
          <th scope="col">料金（月額）</th>
          {withRemarks && <th scope="col">摘要</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <TelegramClassRow key={entry.api} entry={entry} withRemarks={withRemarks} />
        ))}
      </tbody>
    </table>
  );
}

function WebSocketOptionRow({ entry, withRemarks }: { entry: WebSocketOptionPrice; withRemarks: boolean }) {
  return (
    <tr>
      <th scope="row">{entry.name}</th>
      <td>
        <code>{entry.api}</code>
      </td>
      <td>{`+${entry.websocketConnections}`}</td>
      <td>
        <Yen amount={entry.monthlyPrice} />
      </td>
      {withRemarks && <td>{entry.remarks ?? ''}</td>}
    </tr>
  );
}

/** WebSocket 同時接続数を増やすオプション。 */
export function WebSocketOptionPriceTable(props: PriceTableProps) {
  const priceList = priceListOf(props);
  const rows = priceList.corporate.websocketOptions;
  const withRemarks = hasRemarks(rows);
  return (
    <table>
      <caption>WebSocket同時接続数の追加オプション（{taxLabel(priceList)}）</caption>
      <thead>
        <tr>
          <th scope="col">オプション名</th>
          <th scope="col">API名</th>
          <th scope="col">追加される同時接続数</th>
          <th scope="col">料金（月額）</th>
          {withRemarks && <th scope="col">摘要</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <WebSocketOptionRow key={entry.api} entry={entry} withRemarks={withRemarks} />
        ))}
      </tbody>
    </table>
  );
}

function JmaFileClassRow({ entry, withRemarks }: { entry: JmaFileClassPrice; withRemarks: boolean }) {
  return (
    <tr>
      <th scope="row">{entry.name}</th>
      <td>
        <code>{entry.api}</code>
      </td>
      <td>
        <Yen amount={entry.monthlyPrice} />
      </td>
      {withRemarks && <td>{entry.remarks ?? ''}</td>}
    </tr>
  );
}

/** ファイル形式データの契約区分と月額。 */
export function JmaFilePriceTable(props: PriceTableProps) {
  const priceList = priceListOf(props);
  const rows = priceList.corporate.jmafileClasses;
  const withRemarks = hasRemarks(rows);
  return (
    <table>
      <caption>ファイル形式データの契約区分と月額料金（{taxLabel(priceList)}）</caption>
      <thead>
        <tr>
          <th scope="col">区分名</th>
          <th scope="col">API名</th>
          <th scope="col">料金（月額）</th>
          {withRemarks && <th scope="col">摘要</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <JmaFileClassRow key={entry.api} entry={entry} withRemarks={withRemarks} />
        ))}
      </tbody>
    </table>
  );
}

function IndividualPlanRow({ plan, withRemarks }: { plan: IndividualPlanPrice; withRemarks: boolean }) {
  return (
    <tr>
      <th scope="row">{plan.name}</th>
      <td>
        <code>{plan.api}</code>
      </td>
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
      {withRemarks && <td>{plan.remarks ?? ''}</td>}
    </tr>
  );
}

/** 個人向けの契約区分: 月額の上限、日割り単価、初期費用、含まれる情報。 */
export function IndividualPlanPriceTable(props: PriceTableProps) {
  const priceList = priceListOf(props);
  const plans = priceList.individual.plans;
  const withRemarks = hasRemarks(plans);
  return (
    <table>
      <caption>個人向けの契約区分と料金（{taxLabel(priceList)}）</caption>
      <thead>
        <tr>
          <th scope="col">区分名</th>
          <th scope="col">API名</th>
          <th scope="col">月額（上限）</th>
          <th scope="col">日割り（1日あたり）</th>
          <th scope="col">初期費用</th>
          <th scope="col">WebSocket同時接続数</th>
          <th scope="col">主な情報</th>
          {withRemarks && <th scope="col">摘要</th>}
        </tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <IndividualPlanRow key={plan.api} plan={plan} withRemarks={withRemarks} />
        ))}
      </tbody>
    </table>
  );
}
