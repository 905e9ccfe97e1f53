// @ts-check
/**
 * DMDATA.JP の WebSocket v2 で電文を受け取り続けるサンプル（ブラウザで動く ES モジュール）。
 *
 * - 2 台の WebSocket サーバーに 1 本ずつ接続し、同じ電文（同じ id）は 1 回だけ onData に渡す
 * - 切断されたら、待ち時間を倍々に延ばしながら Socket Start v2 で新しいチケットを取り直して接続し直す
 * - 同時接続数の上限（Socket Start の 409、終了理由のコード 4409）に当たったら、Socket List v2 で残っている
 *   古い接続を探し、Socket Close v2 で閉じてから接続し直す
 * - ping には同じ pingId の pong を返し、ping が途絶えた接続は閉じて接続し直す
 * - data の body を base64 → gzip / zip の順に戻す
 * - 接続し直したら、切れていたあいだの電文を Telegram List v2 で取り戻す（最後に受け取った id まで遡る）
 * - error と change.classification を利用者のコールバックへ渡す
 * - API キーはクエリパラメータ key で渡し、ヘッダーを付けない（CORS のプリフライトを起こさないため）
 */

/**
 * @typedef {object} StartMessage 接続直後にサーバーが送る type: start のメッセージ
 * @property {'start'} type
 * @property {number | string} socketId
 * @property {string[]} classifications
 * @property {string[] | null} types
 * @property {string} test
 * @property {string[]} formats
 * @property {string | null} appName
 * @property {string} time
 */

/**
 * @typedef {object} DataMessage 電文を運ぶ type: data のメッセージ（サンプルで使う項目）
 * @property {'data'} type
 * @property {string} version
 * @property {string} id
 * @property {string} classification
 * @property {{ type: string, author: string, time: string, test: boolean, xml?: boolean }} head
 * @property {{ type: string, version: string }} [schema] JSON 変換データが従うスキーマ
 * @property {'xml' | 'a/n' | 'binary' | 'json' | null} format
 * @property {'gzip' | 'zip' | null} compression
 * @property {'base64' | 'utf-8' | null} encoding
 * @property {string} body
 */

/**
 * @typedef {object} ErrorMessage type: error のメッセージ
 * @property {'error'} type
 * @property {string} error エラーの内容
 * @property {number} code エラーコード（4409: 同時接続数の上限、4891: ping の応答なし など）
 * @property {boolean} close true ならサーバーがこのあと接続を閉じる
 */

/**
 * @typedef {object} ClassificationChange type: change.classification のメッセージ（契約の終了・変更）
 * @property {'change.classification'} type
 * @property {string[]} ends 受け取れなくなった配信区分
 * @property {string[]} after この接続で引き続き受け取る配信区分
 */

/**
 * @typedef {StartMessage | DataMessage | ErrorMessage | ClassificationChange
 *   | { type: 'ping', pingId: string } | { type: 'pong', pingId?: string }} ServerMessage
 */

/**
 * @typedef {object} ListedTelegram Telegram List v2 の items の 1 件（サンプルで使う項目）
 * @property {number | string} serial
 * @property {string} id
 * @property {string} classification
 * @property {{ type: string, author: string, time: string, test: boolean }} head
 * @property {{ type: string, version: string }} [schema]
 * @property {'xml' | 'a/n' | 'binary' | 'json' | null} format
 * @property {string} url 本文を取得する URL（Telegram Data v1）
 */

/**
 * @typedef {object} ReceivedData onData に渡す値
 * @property {DataMessage | ListedTelegram} message 受け取ったメッセージ、または取り戻した電文の一覧の項目
 * @property {Uint8Array} bytes 圧縮とエンコードを戻した本文
 * @property {string | null} text 文字の形式（xml・json・a/n）なら本文の文字列、binary なら null
 * @property {string} server 先に届けた接続の接続先ホスト。取り戻した電文は 'telegram.list'
 * @property {boolean} recovered 切断中の電文を Telegram List v2 で取り戻したものなら true
 */

/**
 * @typedef {object} ConnectionEvent onStatus に渡す値（接続ごとの出来事）
 * @property {string} server 接続先のホスト
 * @property {'open' | 'closed' | 'retry' | 'freed' | 'stopped'} state
 * @property {number} [code] 終了理由のコード（closed のとき）
 * @property {number} [delay] 次に接続するまでの待ち時間（ミリ秒、retry のとき）
 * @property {number | string} [socketId] 閉じた古い接続の ID（freed のとき）
 */

/**
 * @typedef {object} ConnectOptions
 * @property {string} apiKey socket.start・socket.list・socket.close と、受け取る区分の権限を持つ API キー
 * @property {string[]} classifications 受け取る配信区分（例: ['telegram.earthquake']）
 * @property {string[]} [types] 受け取るデータ種類コードを絞る場合に指定（最大 30 個）
 * @property {boolean} [test] true なら試験・訓練報（XML電文）も受け取る
 * @property {string} [appName] アプリケーション名（最大 24 バイト）。古い接続を探すときの目印にもなる
 * @property {'raw' | 'json'} [formatMode] raw: 気象庁の電文、json: JSON に変換したデータ
 * @property {string[]} [servers] 接続するサーバー（ホスト名）。1 つごとに 1 本接続する
 * @property {string} [apiBase] API の基点 URL。試験用のサーバーに向けるときに変える
 * @property {number} [retryBaseMs] 再接続の最初の待ち時間（ミリ秒）。失敗が続くたびに倍にする
 * @property {number} [retryMaxMs] 再接続の待ち時間の上限（ミリ秒）
 * @property {number} [silenceMs] これだけ何も届かなければ、接続が死んだとみなして閉じる（ミリ秒）
 * @property {(message: StartMessage, server: string) => void} [onStart]
 * @property {(data: ReceivedData) => void} [onData]
 * @property {(error: ErrorMessage, server: string) => void} [onError]
 * @property {(change: ClassificationChange, server: string) => void} [onClassificationChange]
 * @property {(event: ConnectionEvent) => void} [onStatus]
 */

const DEFAULT_API_BASE = 'https://api.dmdata.jp/v2';
/** 東京と大阪のリージョンに振り分けるホスト。2 本の接続が必ず別の ws00x サーバーに入る */
const DEFAULT_SERVERS = ['ws-tokyo.api.dmdata.jp', 'ws-osaka.api.dmdata.jp'];
/** 接続し直しても意味がない終了理由のコード（4807: 受け取れる区分がなくなった、4808: 利用者が終了を指示した） */
const FINAL_CLOSE_CODES = [4807, 4808];
/** 同時接続数の上限に達していたことを表す終了理由のコード */
const TOO_MANY_CONNECTIONS = 4409;
/** 同じ id を覚えておく件数。2 本の接続の到着のずれを十分に覆える数 */
const REMEMBERED_IDS = 1000;
/** 取り戻しで読む一覧のページ数の上限（1 ページ 100 件）。これより前は Archive API の範囲とみなす */
const CATCH_UP_PAGES = 5;

/** API の失敗を表す例外。status は HTTP ステータス */
class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * API を呼ぶ。API キーはクエリパラメータ key で渡し、独自のヘッダーは付けない。
 * ボディは JSON の文字列のまま送る（fetch が Content-Type を text/plain にするので、プリフライトが起きない）。
 * @param {ConnectOptions} options
 * @param {string} method
 * @param {string} path
 * @param {Record<string, string>} [query]
 * @param {unknown} [body]
 */
async function callApi(options, method, path, query = {}, body = undefined) {
  const url = new URL(`${options.apiBase ?? DEFAULT_API_BASE}${path}`);
  url.searchParams.set('key', options.apiKey);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const result = text ? JSON.parse(text) : { status: response.ok ? 'ok' : 'error' };
  if (!response.ok || result.status !== 'ok') {
    // 失敗時は { status: 'error', error: { message, code } } が返る
    throw new ApiError(response.status, `${method} ${path}: ${result.error?.code} ${result.error?.message}`);
  }
  return result;
}

/**
 * Socket Start v2 を呼び、WebSocket の接続先を受け取る。呼ぶたびに新しいチケットが発行される。
 * @param {ConnectOptions} options
 * @param {string[]} classifications
 * @returns {Promise<{ id: number | string, url: string, protocol: string[] }>}
 */
async function startSocket(options, classifications) {
  /** @type {Record<string, unknown>} */
  const body = { classifications, test: options.test ? 'including' : 'no' };
  if (options.types) body.types = options.types;
  if (options.appName) body.appName = options.appName;
  if (options.formatMode) body.formatMode = options.formatMode;
  const result = await callApi(options, 'POST', '/socket', {}, body);
  return result.websocket;
}

/**
 * 同時接続数を空けるため、開いたまま残っている古い接続を 1 本閉じる。
 * 自分が今使っている接続は閉じない。同じ appName の接続を優先し、その中で最も古いものを選ぶ。
 * @param {ConnectOptions} options
 * @param {Set<number | string>} ownIds
 * @returns {Promise<number | string | null>} 閉じた接続の ID。閉じられるものがなければ null
 */
async function closeStaleSocket(options, ownIds) {
  const list = await callApi(options, 'GET', '/socket', { status: 'open' });
  /** @type {Array<{ id: number | string, appName: string | null, start: string }>} */
  const items = list.items;
  const candidates = items
    .filter((item) => !ownIds.has(String(item.id)))
    .sort(
      (a, b) =>
        Number(b.appName === options.appName) - Number(a.appName === options.appName) ||
        Date.parse(a.start) - Date.parse(b.start),
    );
  const stale = candidates[0];
  if (!stale) return null;
  await callApi(options, 'DELETE', `/socket/${encodeURIComponent(String(stale.id))}`);
  return stale.id;
}

/**
 * base64 の文字列をバイト列に戻す。
 * ECMAScript 2026 で入った Uint8Array.fromBase64（Chrome 140、Firefox 133、Safari 18.2 以降）があればそれを使い、
 * ない環境では atob の結果を 1 文字ずつバイトに直す。
 * @param {string} base64
 * @returns {Uint8Array<ArrayBuffer>}
 */
function base64ToBytes(base64) {
  const { fromBase64 } = /** @type {{ fromBase64?: (text: string) => Uint8Array<ArrayBuffer> }} */ (
    /** @type {unknown} */ (Uint8Array)
  );
  if (typeof fromBase64 === 'function') return fromBase64.call(Uint8Array, base64);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * DecompressionStream で圧縮を戻す。書き込みと読み出しを同時に進め、壊れたデータなら例外にする。
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {CompressionFormat} format 'gzip' または 'deflate-raw'
 */
async function decompress(bytes, format) {
  const decompressor = new DecompressionStream(format);
  const writer = decompressor.writable.getWriter();
  const [, , output] = await Promise.all([
    writer.write(bytes),
    writer.close(),
    new Response(decompressor.readable).arrayBuffer(),
  ]);
  return new Uint8Array(output);
}

/**
 * ZIP アーカイブに入っている最初のファイルを取り出す。
 * 末尾の終端レコードから中央ディレクトリをたどり、ファイルの位置と圧縮方式を読む。
 * @param {Uint8Array<ArrayBuffer>} zip
 */
async function unzipFirstFile(zip) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('ZIP の終端レコードが見つかりません');

  const entry = view.getUint32(end + 16, true); // 中央ディレクトリの先頭（最初のファイルの情報）
  if (view.getUint32(entry, true) !== 0x02014b50) throw new Error('ZIP の中央ディレクトリが壊れています');
  const method = view.getUint16(entry + 10, true);
  const size = view.getUint32(entry + 20, true);
  const header = view.getUint32(entry + 42, true); // ローカルヘッダーの位置

  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const data = zip.slice(start, start + size);
  if (method === 0) return data; // 無圧縮
  if (method === 8) return decompress(data, 'deflate-raw');
  throw new Error(`対応していない ZIP の圧縮方式です: ${method}`);
}

/**
 * data メッセージの body を元のバイト列に戻す。compression が gzip / zip のとき、encoding は常に base64。
 * @param {DataMessage} message
 */
export async function decodeBody(message) {
  const raw = message.encoding === 'base64' ? base64ToBytes(message.body) : new TextEncoder().encode(message.body);
  if (message.compression === 'gzip') return decompress(raw, 'gzip');
  if (message.compression === 'zip') return unzipFirstFile(raw);
  return raw;
}

/**
 * 本文を文字列として読む。A/N 電文のカタカナは Shift_JIS。
 * @param {{ format: DataMessage['format'] }} message
 * @param {Uint8Array} bytes
 */
export function bodyText(message, bytes) {
  if (message.format === 'xml' || message.format === 'json') return new TextDecoder('utf-8').decode(bytes);
  if (message.format === 'a/n') return new TextDecoder('shift_jis').decode(bytes);
  return null;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * 切れていたあいだの電文を Telegram List v2 で探す。一覧は新しい順なので、受け取り済みの id が出てくるまで
 * nextToken で続きを読み、それより新しい電文を古い順に返す。緊急地震速報は一覧に載らないので区分から外す。
 * @param {ConnectOptions} options
 * @param {string[]} classifications
 * @param {Set<string>} delivered
 * @returns {Promise<ListedTelegram[]>}
 */
async function listMissedTelegrams(options, classifications, delivered) {
  const listed = classifications.filter((name) => !name.startsWith('eew.'));
  if (listed.length === 0) return [];
  /** @type {ListedTelegram[]} */
  const missed = [];
  /** @type {Record<string, string>} */
  const query = { classification: listed.join(','), formatMode: options.formatMode ?? 'raw', limit: '100' };
  if (options.test) query.test = 'including';
  for (let page = 0; page < CATCH_UP_PAGES; page++) {
    const list = await callApi(options, 'GET', '/telegram', query);
    for (const item of /** @type {ListedTelegram[]} */ (list.items)) {
      if (delivered.has(item.id)) return missed.reverse(); // ここから先は受け取り済み
      missed.push(item);
    }
    if (!list.nextToken) break;
    query.cursorToken = list.nextToken; // トークンは検索条件を覚えないので、同じ条件を付け直す
  }
  return missed.reverse();
}

/**
 * 取り戻した電文の本文を Telegram Data v1（一覧の url）から取得する。本文は圧縮されずに返る。
 * @param {ConnectOptions} options
 * @param {ListedTelegram} item
 */
async function fetchTelegramBody(options, item) {
  const url = new URL(item.url);
  url.searchParams.set('key', options.apiKey);
  const response = await fetch(url);
  if (!response.ok) throw new ApiError(response.status, `GET ${item.url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * DMDATA.JP の WebSocket に接続し続け、受け取ったデータをコールバックへ渡す。
 * @param {ConnectOptions} options
 * @returns {{ close: () => void }}
 */
export function connectDmdata(options) {
  const servers = options.servers ?? DEFAULT_SERVERS;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const retryMaxMs = options.retryMaxMs ?? 60_000;
  const silenceMs = options.silenceMs ?? 180_000;
  let classifications = options.classifications;
  let stopped = false;
  /** 2 本の接続で共有する、届けた電文の id（古いものから捨てる） */
  const delivered = new Set();
  /** 接続が一度でも開いたか。2 回目以降の start は接続し直しなので、取り戻しを行う */
  let connectedBefore = false;
  /** @type {Promise<void>} 取り戻しは 1 つずつ順に行う（2 本が同時に接続し直しても重ならない） */
  let catchingUp = Promise.resolve();

  /**
   * 電文を 1 回だけ onData に渡す。
   * @param {DataMessage | ListedTelegram} message
   * @param {Uint8Array} bytes
   * @param {string} server
   * @param {boolean} recovered
   */
  function deliver(message, bytes, server, recovered) {
    options.onData?.({ message, bytes, text: bodyText(message, bytes), server, recovered });
  }

  /** @param {string} id */
  function remember(id) {
    delivered.add(id);
    if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value);
  }

  /** 切れていたあいだの電文を取り戻して届ける。失敗しても受信は続ける */
  function catchUp() {
    catchingUp = catchingUp.then(async () => {
      try {
        if (delivered.size === 0) return; // まだ何も受け取っていなければ、遡る起点がない
        for (const item of await listMissedTelegrams(options, classifications, delivered)) {
          if (delivered.has(item.id)) continue; // 取り戻すあいだに WebSocket で届いた
          const bytes = await fetchTelegramBody(options, item);
          if (delivered.has(item.id)) continue;
          remember(item.id);
          deliver(item, bytes, 'telegram.list', true);
        }
      } catch (error) {
        console.warn('切断中の電文を取り戻せませんでした', error);
      }
    });
  }
  /** 今開いている自分の接続の ID（古い接続を閉じるときに除外する） */
  const ownIds = new Set();
  /** @type {Set<WebSocket>} */
  const sockets = new Set();

  /**
   * 1 本の接続を保ち続ける。
   * @param {string} server
   */
  async function keepConnected(server) {
    let failures = 0;
    while (!stopped) {
      let freeSlot;
      try {
        const endpoint = await startSocket(options, classifications);
        const url = new URL(endpoint.url);
        url.host = server; // 同じチケットで、選んだサーバーに接続する
        const result = await runSocket(url.href, endpoint.protocol, String(endpoint.id), server);
        options.onStatus?.({ server, state: 'closed', code: result.code });
        if (result.opened) failures = 0;
        if (FINAL_CLOSE_CODES.includes(result.code) || classifications.length === 0) break;
        freeSlot = result.code === TOO_MANY_CONNECTIONS;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) console.warn(server, error);
        freeSlot = error instanceof ApiError && error.status === 409;
      }
      if (stopped) break;
      if (freeSlot) {
        try {
          const socketId = await closeStaleSocket(options, ownIds);
          if (socketId !== null) options.onStatus?.({ server, state: 'freed', socketId });
        } catch (error) {
          console.warn(server, '古い接続を閉じられませんでした', error);
        }
      }
      // 1 秒、2 秒、4 秒……と待ち時間を延ばす。ずらしを入れて、2 本が同時に再接続しないようにする
      const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** failures) * (0.75 + Math.random() * 0.5);
      failures++;
      options.onStatus?.({ server, state: 'retry', delay });
      await sleep(delay);
    }
    options.onStatus?.({ server, state: 'stopped' });
  }

  /**
   * WebSocket を開き、閉じるまでメッセージを処理する。
   * @param {string} url
   * @param {string[]} protocol
   * @param {string} socketId
   * @param {string} server
   * @returns {Promise<{ code: number, opened: boolean }>}
   */
  function runSocket(url, protocol, socketId, server) {
    return new Promise((resolve) => {
      // チケットは 1 回しか使えず、300 秒で失効するので、受け取ったらすぐに接続する
      const socket = new WebSocket(url, protocol);
      sockets.add(socket);
      ownIds.add(socketId);
      let opened = false;
      /** @type {number | undefined} */
      let closingErrorCode;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
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
        sockets.delete(socket);
        ownIds.delete(socketId);
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
        /** @type {ServerMessage} */
        const message = JSON.parse(String(event.data));
        switch (message.type) {
          case 'start':
            opened = true;
            options.onStatus?.({ server, state: 'open' });
            options.onStart?.(message, server);
            if (connectedBefore) catchUp();
            connectedBefore = true;
            break;
          case 'ping':
            // 応答しないと 120 秒以内に切断される（4891）。直近の pingId をそのまま返す
            socket.send(JSON.stringify({ type: 'pong', pingId: message.pingId }));
            break;
          case 'data':
            if (delivered.has(message.id)) break; // もう 1 本の接続で届いた電文
            remember(message.id);
            decodeBody(message)
              .then((bytes) => deliver(message, bytes, server, false))
              .catch((error) => console.error('本文を戻せませんでした', message.id, error));
            break;
          case 'error':
            if (message.close) closingErrorCode = message.code;
            options.onError?.(message, server);
            // close が true なら、このあとサーバーが閉じる
            break;
          case 'change.classification':
            // 契約が終わった区分は、次に Socket Start を呼ぶときに外す（含めると権限エラーになる）
            classifications = message.after;
            options.onClassificationChange?.(message, server);
            break;
          default:
            // pong（こちらから送った ping への応答）は使わない
            break;
        }
      });

      socket.addEventListener('close', (event) => finish(event.code));
    });
  }

  for (const server of servers) keepConnected(server);

  return {
    close: () => {
      stopped = true;
      for (const socket of sockets) socket.close(1000, 'client closed');
    },
  };
}
