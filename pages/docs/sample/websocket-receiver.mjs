// @ts-check
/**
 * DMDATA.JP の WebSocket v2 で電文を受け取り続ける Node.js のサンプル（npm パッケージを使わない）。
 *
 * 使い方: DMDATA_API_KEY=APIキー node websocket-receiver.mjs
 *   Node.js 22 以降が必要（標準の WebSocket を使う）。Node.js 20 では --experimental-websocket を付ける。
 *
 * 環境変数
 *   DMDATA_API_KEY          socket.start・socket.list・socket.close と、受け取る区分の権限を持つ API キー（必須）
 *   DMDATA_CLASSIFICATIONS  受け取る配信区分（カンマ区切り、既定は telegram.earthquake）
 *   DMDATA_FORMAT_MODE      raw（気象庁の電文、既定）または json（JSON に変換したデータ）
 *   DMDATA_SAVE_DIR         指定すると、戻した本文を <id>.<拡張子> としてこのフォルダーに保存する
 *   DMDATA_SERVERS          接続するサーバー（カンマ区切り、既定は ws-tokyo.api.dmdata.jp,ws-osaka.api.dmdata.jp）
 *   DMDATA_API_BASE         API の基点 URL（既定は https://api.dmdata.jp/v2。試験用のサーバーに向けるときに変える）
 *   DMDATA_RETRY_BASE_MS    再接続の最初の待ち時間（ミリ秒、既定 1000）
 *   DMDATA_SILENCE_MS       これだけ何も届かなければ接続を閉じて接続し直す（ミリ秒、既定 180000）
 *
 * 接続し直したら、切れていたあいだの電文を Telegram List v2 で取り戻す（最後に受け取った id まで遡る）。
 * 出来事を 1 行 1 件の JSON で標準出力に書く（event: open / data / error / change / closed / retry / freed）。
 * 取り戻した電文の data には recovered: true が付く。
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, inflateRawSync } from 'node:zlib';

const env = process.env;
const apiKey = env.DMDATA_API_KEY ?? '';
const apiBase = env.DMDATA_API_BASE ?? 'https://api.dmdata.jp/v2';
const servers = (env.DMDATA_SERVERS ?? 'ws-tokyo.api.dmdata.jp,ws-osaka.api.dmdata.jp').split(',');
const formatMode = env.DMDATA_FORMAT_MODE ?? 'raw';
const saveDir = env.DMDATA_SAVE_DIR;
const retryBaseMs = Number(env.DMDATA_RETRY_BASE_MS ?? 1000);
const retryMaxMs = 60_000;
const silenceMs = Number(env.DMDATA_SILENCE_MS ?? 180_000);
const appName = 'node-receiver';
let classifications = (env.DMDATA_CLASSIFICATIONS ?? 'telegram.earthquake').split(',');

/** 接続し直しても意味がない終了理由のコード（4807: 受け取れる区分がなくなった、4808: 利用者が終了を指示した） */
const FINAL_CLOSE_CODES = [4807, 4808];
/** 同時接続数の上限に達していたことを表す終了理由のコード */
const TOO_MANY_CONNECTIONS = 4409;
/** 取り戻しで読む一覧のページ数の上限（1 ページ 100 件）。これより前は Archive API の範囲とみなす */
const CATCH_UP_PAGES = 5;

/** @param {Record<string, unknown>} event */
const log = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);

/** API の失敗。status は HTTP ステータス */
class ApiError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * API を呼ぶ。サーバーから呼ぶので、API キーは推奨どおり Authorization ヘッダー（Basic 認証）で渡す。
 * @param {string} method
 * @param {string} pathname
 * @param {{ query?: Record<string, string>, body?: unknown }} [request]
 */
async function callApi(method, pathname, { query = {}, body } = {}) {
  const url = new URL(`${apiBase}${pathname}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  /** @type {Record<string, string>} */
  const headers = { Authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const result = text ? JSON.parse(text) : { status: response.ok ? 'ok' : 'error' };
  if (!response.ok || result.status !== 'ok') {
    throw new ApiError(response.status, `${method} ${pathname}: ${result.error?.code} ${result.error?.message}`);
  }
  return result;
}

/** Socket Start v2。呼ぶたびに新しいチケットが発行される */
async function startSocket() {
  const body = { classifications, test: 'no', appName, formatMode };
  const result = await callApi('POST', '/socket', { body });
  return /** @type {{ id: number | string, url: string, protocol: string[] }} */ (result.websocket);
}

/**
 * 同時接続数を空けるため、開いたまま残った古い接続を 1 本閉じる（Socket List v2 → Socket Close v2）。
 * 自分が今使っている接続は閉じない。同じ appName の接続を優先し、その中で最も古いものを選ぶ。
 * @param {Set<string>} ownIds
 */
async function closeStaleSocket(ownIds) {
  const list = await callApi('GET', '/socket', { query: { status: 'open' } });
  /** @type {Array<{ id: number | string, appName: string | null, start: string }>} */
  const items = list.items;
  const stale = items
    .filter((item) => !ownIds.has(String(item.id)))
    .sort(
      (a, b) =>
        Number(b.appName === appName) - Number(a.appName === appName) || Date.parse(a.start) - Date.parse(b.start),
    )[0];
  if (!stale) return null;
  await callApi('DELETE', `/socket/${encodeURIComponent(String(stale.id))}`);
  return stale.id;
}

/**
 * ZIP アーカイブの最初のファイルを取り出す（中央ディレクトリから位置と圧縮方式を読む）。
 * @param {Buffer} zip
 */
function unzipFirstFile(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('ZIP の終端レコードが見つかりません');
  const entry = zip.readUInt32LE(end + 16);
  const method = zip.readUInt16LE(entry + 10);
  const size = zip.readUInt32LE(entry + 20);
  const header = zip.readUInt32LE(entry + 42);
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  const data = zip.subarray(start, start + size);
  if (method === 0) return data;
  if (method === 8) return inflateRawSync(data);
  throw new Error(`対応していない ZIP の圧縮方式です: ${method}`);
}

/**
 * data の body を元のバイト列に戻す。compression が gzip / zip のとき、encoding は常に base64。
 * @param {{ body: string, encoding: string | null, compression: string | null }} message
 */
function decodeBody(message) {
  const raw = Buffer.from(message.body, message.encoding === 'base64' ? 'base64' : 'utf8');
  if (message.compression === 'gzip') return gunzipSync(raw);
  if (message.compression === 'zip') return unzipFirstFile(raw);
  return raw;
}

/** 本文の保存に使う拡張子 */
const extensions = { xml: 'xml', json: 'json', 'a/n': 'txt', binary: 'bin' };

/** 2 本の接続で共有する、処理済みの電文の id（1000 件を超えたら古いものから捨てる） */
const delivered = new Set();
/** 今開いている自分の接続の ID */
const ownIds = new Set();
/** 接続が一度でも開いたか。2 回目以降の start は接続し直しなので、取り戻しを行う */
let connectedBefore = false;
/** @type {Promise<void>} 取り戻しは 1 つずつ順に行う */
let catchingUp = Promise.resolve();

/** @param {string} id */
function remember(id) {
  delivered.add(id);
  if (delivered.size > 1000) delivered.delete(delivered.values().next().value);
}

/**
 * @param {any} message
 * @param {string} server
 */
async function handleData(message, server) {
  if (delivered.has(message.id)) return; // もう 1 本の接続で処理済み
  remember(message.id);
  await save(message, decodeBody(message), server, false);
}

/**
 * 戻した本文を保存し、出来事を書く。
 * @param {{ id: string, format: string | null, head: { type: string } }} message
 * @param {Buffer} bytes
 * @param {string} server
 * @param {boolean} recovered
 */
async function save(message, bytes, server, recovered) {
  if (saveDir) {
    await mkdir(saveDir, { recursive: true });
    const extension = extensions[/** @type {keyof typeof extensions} */ (message.format)] ?? 'bin';
    await writeFile(path.join(saveDir, `${message.id}.${extension}`), bytes);
  }
  log({
    event: 'data',
    server,
    id: message.id,
    type: message.head.type,
    format: message.format,
    bytes: bytes.length,
    recovered,
  });
}

/**
 * 切れていたあいだの電文を Telegram List v2 で探す。一覧は新しい順なので、受け取り済みの id が出てくるまで
 * nextToken で続きを読み、それより新しい電文を古い順に返す。緊急地震速報は一覧に載らないので区分から外す。
 * @returns {Promise<Array<{ id: string, url: string, format: string | null, head: { type: string } }>>}
 */
async function listMissedTelegrams() {
  const listed = classifications.filter((name) => !name.startsWith('eew.'));
  if (listed.length === 0) return [];
  const missed = [];
  /** @type {Record<string, string>} */
  const query = { classification: listed.join(','), formatMode, limit: '100' };
  for (let page = 0; page < CATCH_UP_PAGES; page++) {
    const list = await callApi('GET', '/telegram', { query });
    for (const item of list.items) {
      if (delivered.has(item.id)) return missed.reverse(); // ここから先は受け取り済み
      missed.push(item);
    }
    if (!list.nextToken) break;
    query.cursorToken = list.nextToken; // トークンは検索条件を覚えないので、同じ条件を付け直す
  }
  return missed.reverse();
}

/** 切れていたあいだの電文を取り戻し、Telegram Data v1（一覧の url）から本文を取得して保存する */
function catchUp() {
  catchingUp = catchingUp.then(async () => {
    try {
      if (delivered.size === 0) return; // まだ何も受け取っていなければ、遡る起点がない
      for (const item of await listMissedTelegrams()) {
        if (delivered.has(item.id)) continue; // 取り戻すあいだに WebSocket で届いた
        const response = await fetch(item.url, {
          headers: { Authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` },
        });
        if (!response.ok) throw new ApiError(response.status, `GET ${item.url}: ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        if (delivered.has(item.id)) continue;
        remember(item.id);
        await save(item, bytes, 'telegram.list', true);
      }
    } catch (error) {
      log({ event: 'error', server: 'telegram.list', error: String(error) });
    }
  });
}

/**
 * WebSocket を開き、閉じるまでメッセージを処理する。
 * @param {string} url
 * @param {string[]} protocol
 * @param {string} server
 * @returns {Promise<{ code: number, opened: boolean }>}
 */
function runSocket(url, protocol, server) {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, protocol);
    let opened = false;
    /** @type {number | undefined} */
    let closingErrorCode;
    /** @type {NodeJS.Timeout | undefined} */
    let watchdog;
    let finished = false;
    /**
     * 接続の終わりを 1 回だけ知らせる。エラーコードがクローズコードとしても届くかは公開されていないので、
     * close が true の error メッセージが届いていれば、そのコードを終わりの理由にする
     */
    const finish = (/** @type {number} */ code) => {
      if (finished) return;
      finished = true;
      clearTimeout(watchdog);
      resolve({ code: closingErrorCode ?? code, opened });
    };
    const watch = () => {
      clearTimeout(watchdog);
      // ping も何も届かないまま時間が過ぎたら、通信路が切れたとみなして閉じる（接続中のまま止まった場合も含む）
      watchdog = setTimeout(() => {
        socket.close(4000, 'no message from server');
        finish(4000);
      }, silenceMs);
    };
    watch();

    socket.addEventListener('message', (event) => {
      watch();
      const message = JSON.parse(String(event.data));
      switch (message.type) {
        case 'start':
          opened = true;
          log({ event: 'open', server, socketId: message.socketId });
          if (connectedBefore) catchUp();
          connectedBefore = true;
          break;
        case 'ping':
          // 応答しないと 120 秒以内に切断される（4891）
          socket.send(JSON.stringify({ type: 'pong', pingId: message.pingId }));
          break;
        case 'data':
          handleData(message, server).catch((error) => log({ event: 'error', server, error: String(error) }));
          break;
        case 'error':
          // close が true なら、このあとサーバーが閉じる
          if (message.close) closingErrorCode = message.code;
          log({ event: 'error', server, code: message.code, error: message.error, close: message.close });
          break;
        case 'change.classification':
          // 契約が終わった区分は、次の Socket Start から外す
          classifications = message.after;
          log({ event: 'change', server, ends: message.ends, after: message.after });
          break;
        default:
          break;
      }
    });

    socket.addEventListener('close', (event) => finish(event.code));
    // Node.js 20 では、接続できなかったときに close が届かないので error でも終わりにする
    socket.addEventListener('error', () => {
      if (finished) return; // close() が error をもう一度起こす実装もある
      finish(1006);
      socket.close();
    });
  });
}

/**
 * 1 本の接続を保ち続ける。切断されたら待ち時間を倍々に延ばしながら、新しいチケットで接続し直す。
 * @param {string} server
 */
async function keepConnected(server) {
  let failures = 0;
  for (;;) {
    let freeSlot;
    try {
      const endpoint = await startSocket();
      const url = new URL(endpoint.url);
      url.host = server; // 同じチケットで、選んだサーバーに接続する
      ownIds.add(String(endpoint.id));
      const result = await runSocket(url.href, endpoint.protocol, server);
      ownIds.delete(String(endpoint.id));
      log({ event: 'closed', server, code: result.code });
      if (result.opened) failures = 0;
      if (FINAL_CLOSE_CODES.includes(result.code) || classifications.length === 0) return;
      freeSlot = result.code === TOO_MANY_CONNECTIONS;
    } catch (error) {
      freeSlot = error instanceof ApiError && error.status === 409;
      log({ event: 'error', server, error: String(error) });
    }
    if (freeSlot) {
      const socketId = await closeStaleSocket(ownIds).catch((error) => {
        log({ event: 'error', server, error: String(error) });
        return null;
      });
      if (socketId !== null) log({ event: 'freed', server, socketId });
    }
    // 1 秒、2 秒、4 秒……と延ばし、ずらしを入れて 2 本が同時に再接続しないようにする
    const delay = Math.round(Math.min(retryMaxMs, retryBaseMs * 2 ** failures) * (0.75 + Math.random() * 0.5));
    failures++;
    log({ event: 'retry', server, delay });
    await new Promise((done) => setTimeout(done, delay));
  }
}

if (!apiKey) {
  console.error('環境変数 DMDATA_API_KEY に API キーを入れてください');
  process.exit(1);
}
if (typeof WebSocket !== 'function') {
  console.error(
    'この Node.js には WebSocket がありません。Node.js 22 以降を使うか --experimental-websocket を付けてください',
  );
  process.exit(1);
}
await Promise.all(servers.map((server) => keepConnected(server)));
