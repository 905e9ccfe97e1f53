import { useCallback, useEffect, useRef, useState } from 'react';
import { createTelegramDisplay } from '../../../pages/docs/sample/telegram-display.js';
import { bodyText, decodeBody } from '../../../pages/docs/sample/websocket-sample.js';
import styles from './LiveDisplayPanel.module.css';

type Display = ReturnType<typeof createTelegramDisplay>;
type View = ReturnType<Display['view']>;
type Outcome = ReturnType<Display['apply']>;
type Range = { from: string; to: string } | null;

/**
 * The classifications the reference handler reads: EEW (eew.forecast) and tsunami (telegram.earthquake), as the
 * stand-in delivers them (generators/stand-in/telegrams.ts, classificationOf).
 */
const classifications = ['eew.forecast', 'telegram.earthquake'];
const appName = 'live-display';

/** What each result of `apply` means, as the log says it. */
const outcomeLabels: Record<Outcome, string> = {
  applied: '表示に反映しました',
  stale: '古い報なので捨てました',
  duplicate: '同じ報がもう届いているので捨てました',
  closed: '終わったイベントの報なので捨てました',
  training: '訓練・試験の報なので表示しません',
  other: '表示に使わない電文です',
};

interface LogEntry {
  index: number;
  headType: string;
  serial: string;
  infoType: string;
  outcome: Outcome | 'error';
  detail: string;
}

function rangeText(range: Range): string {
  if (!range) return 'なし';
  if (range.to === 'over') return `${range.from} 程度以上`;
  return range.from === range.to ? range.from : `${range.from}〜${range.to}`;
}

/** Socket Start v2 on the stand-in, as the sample calls it: key in the query, the body as text (no preflight). */
async function startSocket(base: string, apiKey: string): Promise<{ url: string; protocol: string[] }> {
  const url = new URL(`${base.replace(/\/+$/, '')}/api.dmdata.jp/v2/socket`);
  url.searchParams.set('key', apiKey);
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ classifications, test: 'including', appName, formatMode: 'json' }),
  });
  const result = (await response.json()) as {
    status: string;
    websocket?: { url: string; protocol: string[] };
    error?: { message: string; code: number };
  };
  if (!response.ok || result.status !== 'ok' || !result.websocket)
    throw new Error(`Socket Start v2: ${response.status} ${result.error?.code ?? ''} ${result.error?.message ?? ''}`);
  return result.websocket;
}

function EewView({ events }: { events: View['eew'] }) {
  if (events.length === 0) return <p>緊急地震速報はまだありません。</p>;
  return events.map((event) => (
    <section key={event.eventId} className={styles.event} data-live-eew={event.eventId}>
      <h4 className={styles.title}>
        緊急地震速報 <code>{event.eventId}</code>
      </h4>
      <dl className={styles.facts}>
        <dt>報番号</dt>
        <dd data-live-serial>{`第 ${event.serial} 報`}</dd>
        <dt>種別</dt>
        <dd data-live-level>{event.level === 'warning' ? '警報' : '予報'}</dd>
        <dt>状態</dt>
        <dd data-live-state>{event.cancelled ? '取消' : event.final ? '最終報' : '続報を待っています'}</dd>
        <dt>最大予測震度</dt>
        <dd>{rangeText(event.maxIntensity)}</dd>
        <dt>震央</dt>
        <dd>{event.hypocenter ?? 'なし'}</dd>
        <dt>マグニチュード</dt>
        <dd>{event.magnitude ?? 'なし'}</dd>
        {event.training && (
          <>
            <dt>訓練</dt>
            <dd>訓練・試験の報です</dd>
          </>
        )}
      </dl>
      {event.text && <p>{event.text}</p>}
      <p>{`警報の対象地域: ${event.warningAreas.map((area) => area.name).join('、') || 'なし'}`}</p>
      {event.areas.length > 0 ? (
        <ul className={styles.areas} aria-label="予想震度のある地域">
          {event.areas.map((area) => (
            <li key={area.code}>
              {`${area.name} ${rangeText(area.maxIntensity)}`}
              {area.warning && '（警報）'}
            </li>
          ))}
        </ul>
      ) : (
        <p>予想震度のある地域はありません。</p>
      )}
    </section>
  ));
}

function TsunamiView({ events }: { events: View['tsunami'] }) {
  if (events.length === 0) return <p>津波の情報はまだありません。</p>;
  return events.map((event) => (
    <section key={event.eventId} className={styles.event} data-live-tsunami={event.eventId}>
      <h4 className={styles.title}>
        津波 <code>{event.eventId}</code>
        {event.cancelled && '（取消）'}
        {event.training && '（訓練・試験）'}
      </h4>
      {event.categories.length === 0 && <p>予報区はありません。</p>}
      {event.categories.map((category) => (
        <p key={category.code}>
          <strong>{category.name}</strong>
          {`: ${category.areas.map((area) => area.name).join('、')}`}
        </p>
      ))}
    </section>
  ));
}

/**
 * The live display: calls Socket Start v2 on a running stand-in, opens the WebSocket, answers each ping, decodes
 * every `data` message with the sample's code (websocket-sample.js) and gives it, in arrival order, to the
 * reference handler (telegram-display.js). It shows what the handler's view holds now and what each message did.
 */
export function LiveDisplayPanel({ defaultBase }: { defaultBase: string }) {
  const [base, setBase] = useState(defaultBase);
  const [apiKey, setApiKey] = useState('stand-in');
  const [status, setStatus] = useState('接続していません。');
  const [connected, setConnected] = useState(false);
  const [view, setView] = useState<View>({ eew: [], tsunami: [] });
  const [log, setLog] = useState<LogEntry[]>([]);
  const socketRef = useRef<WebSocket | null>(null);

  const disconnect = useCallback(() => {
    socketRef.current?.close(1000, 'live display closed');
    socketRef.current = null;
  }, []);
  useEffect(() => disconnect, [disconnect]);

  const connect = useCallback(async () => {
    disconnect();
    const display = createTelegramDisplay();
    setView(display.view());
    setLog([]);
    setStatus('Socket Start v2 を呼んでいます。');
    let endpoint;
    try {
      endpoint = await startSocket(base, apiKey);
    } catch (error) {
      setStatus(`接続できませんでした（${String(error)}）。スタンドインが動いているか、URL を確かめてください。`);
      return;
    }
    const socket = new WebSocket(endpoint.url, endpoint.protocol);
    socketRef.current = socket;
    setConnected(true);
    let index = 0;
    // decodeBody is asynchronous: a queue keeps the arrival order for the handler.
    let queue = Promise.resolve();
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; pingId?: string; [key: string]: unknown };
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong', pingId: message.pingId }));
      if (message.type === 'start') setStatus(`${new URL(endpoint.url).host} に接続しました。電文を待っています。`);
      if (message.type === 'error') setStatus(`error メッセージを受け取りました（${String(message.code)}）。`);
      if (message.type !== 'data') return;
      const data = message as unknown as Parameters<typeof decodeBody>[0];
      const position = ++index;
      queue = queue.then(async () => {
        let entry: LogEntry;
        try {
          const document = JSON.parse(bodyText(data, await decodeBody(data)) ?? 'null') as {
            serialNo?: string | null;
            infoType?: string;
          };
          const outcome = display.apply(document);
          entry = {
            index: position,
            headType: data.head.type,
            serial: document.serialNo ?? '',
            infoType: document.infoType ?? '',
            outcome,
            detail: outcomeLabels[outcome],
          };
        } catch (error) {
          entry = {
            index: position,
            headType: data.head.type,
            serial: '',
            infoType: '',
            outcome: 'error',
            detail: String(error),
          };
        }
        setView(display.view());
        setLog((entries) => [...entries, entry]);
      });
    });
    socket.addEventListener('close', (event) => {
      if (socketRef.current === socket) socketRef.current = null;
      setConnected(false);
      setStatus(`接続が閉じました（close code ${event.code}）。`);
    });
  }, [base, apiKey, disconnect]);

  const counts = new Map<string, number>();
  for (const entry of log) counts.set(entry.outcome, (counts.get(entry.outcome) ?? 0) + 1);

  return (
    <div className={styles.panel}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void connect();
        }}
      >
        <label>
          スタンドインの URL
          <input type="url" value={base} required onChange={(event) => setBase(event.target.value)} />
        </label>
        <label>
          API キー
          <input type="text" value={apiKey} required onChange={(event) => setApiKey(event.target.value)} />
        </label>
        <div className={styles.buttons}>
          <button type="submit" className={styles.connect}>
            {connected ? '接続し直す' : '接続'}
          </button>
          <button type="button" className={styles.disconnect} onClick={disconnect} disabled={!connected}>
            切断
          </button>
        </div>
      </form>
      <p role="status" data-live-status>
        {status}
      </p>
      <h3>いまの表示</h3>
      <div data-live-view>
        <EewView events={view.eew} />
        <TsunamiView events={view.tsunami} />
      </div>
      <h3>電文ごとの結果</h3>
      <p data-live-counts>
        {log.length === 0
          ? 'まだ電文は届いていません。'
          : [...counts].map(([outcome, count]) => `${outcome} ${count}`).join('・')}
      </p>
      <ol className={styles.log} role="log" aria-label="電文ごとの結果" data-live-log>
        {log.map((entry) => (
          <li key={entry.index} data-outcome={entry.outcome}>
            <code>{entry.headType}</code>
            {entry.serial && ` 第 ${entry.serial} 報`}
            {entry.infoType && `（${entry.infoType}）`}
            {' → '}
            <code>{entry.outcome}</code> {entry.detail}
          </li>
        ))}
      </ol>
    </div>
  );
}
