// @ts-check
/**
 * DMDATA.JP の WebSocket v2 で電文を受け取るサンプル（ブラウザで動く ES モジュール）。
 *
 * 1. Socket Start v2（POST /v2/socket）で接続先 URL（チケット付き）を受け取る
 * 2. サブプロトコル dmdata.v2 で WebSocket を開く
 * 3. ping には同じ pingId の pong を返す
 * 4. data の body を base64 → gzip / zip の順に戻し、利用者のコールバックへ渡す
 * 5. error を受け取ったらコールバックへ渡す（close が true ならサーバーが接続を閉じる）
 */

/**
 * @typedef {object} StartMessage 接続直後にサーバーが送る type: start のメッセージ
 * @property {'start'} type
 * @property {number} socketId
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
 * @property {'xml' | 'a/n' | 'binary' | 'json' | null} format
 * @property {'gzip' | 'zip' | null} compression
 * @property {'base64' | 'utf-8' | null} encoding
 * @property {string} body
 */

/**
 * @typedef {object} ErrorMessage type: error のメッセージ
 * @property {'error'} type
 * @property {string} error エラーの内容
 * @property {number} code エラーコード（4404: チケットが無効、4640: pingId の不一致 など）
 * @property {boolean} close true ならサーバーがこのあと接続を閉じる
 */

/**
 * @typedef {object} ReceivedData onData に渡す値
 * @property {DataMessage} message 受け取ったメッセージそのもの
 * @property {Uint8Array} bytes 圧縮とエンコードを戻した本文
 * @property {string | null} text 文字の形式（xml・json・a/n）なら本文の文字列、binary なら null
 */

/**
 * @typedef {object} SocketMessageEvent
 * @property {unknown} data
 */

/**
 * @typedef {object} SocketCloseEvent
 * @property {number} code
 * @property {string} reason
 */

/**
 * このサンプルが使う WebSocket の機能（ブラウザの WebSocket、Node.js の ws パッケージのどちらでも満たす）。
 * @typedef {{
 *   send(data: string): void,
 *   close(code?: number, reason?: string): void,
 *   addEventListener(type: string, listener: (event: any) => void): void,
 * }} SocketLike
 */

/**
 * @typedef {new (url: string, protocols?: string | string[]) => SocketLike} SocketConstructor
 */

/**
 * @typedef {object} ConnectOptions
 * @property {string} apiKey socket.start と、受け取る区分の権限（telegram.get.earthquake など）を持つ API キー
 * @property {string[]} classifications 受け取る配信区分（例: ['telegram.earthquake']）
 * @property {string[]} [types] 受け取るデータ種類コードを絞る場合に指定（最大 30 個）
 * @property {boolean} [test] true なら試験・訓練報（XML電文）も受け取る
 * @property {string} [appName] アプリケーション名（最大 24 バイト）
 * @property {'raw' | 'json'} [formatMode] raw: 気象庁の電文、json: JSON に変換したデータ
 * @property {string} [apiBase] API の基点 URL。試験用のサーバーに向けるときに変える
 * @property {(message: StartMessage) => void} [onStart]
 * @property {(data: ReceivedData) => void} [onData]
 * @property {(error: ErrorMessage) => void} [onError]
 * @property {(event: SocketCloseEvent) => void} [onClose]
 * @property {SocketConstructor} [WebSocketImpl] 使う WebSocket の実装。省略時はブラウザの WebSocket
 */

/**
 * @typedef {object} DmdataConnection
 * @property {number | string} socketId Socket Start v2 が返した WebSocket ID（Socket Close v2 で使う）
 * @property {() => void} close 接続を閉じる
 */

const DEFAULT_API_BASE = 'https://api.dmdata.jp/v2';

/**
 * API キーを Basic 認証のヘッダー値にする（ユーザー名が API キー、パスワードは空）。
 * @param {string} apiKey
 */
function basicAuthorization(apiKey) {
  return `Basic ${btoa(`${apiKey}:`)}`;
}

/**
 * Socket Start v2 を呼び、WebSocket の接続先を受け取る。
 * @param {ConnectOptions} options
 * @returns {Promise<{ id: number | string, url: string, protocol: string[] }>}
 */
async function startSocket(options) {
  /** @type {Record<string, unknown>} */
  const body = {
    classifications: options.classifications,
    test: options.test ? 'including' : 'no',
  };
  if (options.types) body.types = options.types;
  if (options.appName) body.appName = options.appName;
  if (options.formatMode) body.formatMode = options.formatMode;

  const response = await fetch(`${options.apiBase ?? DEFAULT_API_BASE}/socket`, {
    method: 'POST',
    headers: {
      Authorization: basicAuthorization(options.apiKey),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const result = await response.json();
  if (result.status !== 'ok') {
    // 失敗時は { status: 'error', error: { message, code } } が返る
    throw new Error(`socket.start に失敗しました: ${result.error?.code} ${result.error?.message}`);
  }
  return result.websocket;
}

/**
 * base64 の文字列をバイト列に戻す。
 * ECMAScript 2026 で入った Uint8Array.fromBase64（Chrome 140、Firefox 133、Safari 18.2 以降）があればそれを使い、
 * ない環境（古いブラウザや Node.js 20 など）では atob の結果を 1 文字ずつバイトに直す。
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
 * data メッセージの body を元のバイト列に戻す。
 * compression が gzip / zip のとき、encoding は常に base64。
 * @param {DataMessage} message
 */
async function decodeBody(message) {
  const raw = message.encoding === 'base64' ? base64ToBytes(message.body) : new TextEncoder().encode(message.body);
  if (message.compression === 'gzip') return decompress(raw, 'gzip');
  if (message.compression === 'zip') return unzipFirstFile(raw);
  return raw;
}

/**
 * 本文を文字列として読む。A/N 電文のカタカナは Shift_JIS。
 * @param {DataMessage} message
 * @param {Uint8Array} bytes
 */
function bodyText(message, bytes) {
  if (message.format === 'xml' || message.format === 'json') return new TextDecoder('utf-8').decode(bytes);
  if (message.format === 'a/n') return new TextDecoder('shift_jis').decode(bytes);
  return null;
}

/**
 * サーバーから届いた 1 件のメッセージを type ごとに処理する。
 * @param {SocketLike} socket
 * @param {ConnectOptions} options
 * @param {StartMessage | DataMessage | ErrorMessage | { type: 'ping', pingId: string } | { type: 'pong' }} message
 */
async function handleMessage(socket, options, message) {
  switch (message.type) {
    case 'start':
      options.onStart?.(message);
      break;
    case 'ping': {
      // 応答しないと 120 秒以内に切断される。直近の pingId をそのまま返す
      const pong = { type: 'pong', pingId: message.pingId };
      socket.send(JSON.stringify(pong));
      break;
    }
    case 'data': {
      const bytes = await decodeBody(message);
      options.onData?.({ message, bytes, text: bodyText(message, bytes) });
      break;
    }
    case 'error':
      options.onError?.(message);
      break;
    default:
      // pong（こちらから送った ping への応答）は使わない
      break;
  }
}

/**
 * DMDATA.JP の WebSocket に接続し、受け取ったデータをコールバックへ渡す。
 * @param {ConnectOptions} options
 * @returns {Promise<DmdataConnection>}
 */
export async function connectDmdata(options) {
  const WebSocketImpl = options.WebSocketImpl ?? /** @type {SocketConstructor} */ (globalThis.WebSocket);
  const endpoint = await startSocket(options);

  // チケットは 1 回しか使えず、300 秒で失効するので、受け取ったらすぐに接続する
  const socket = new WebSocketImpl(endpoint.url, endpoint.protocol);

  socket.addEventListener('message', (/** @type {SocketMessageEvent} */ event) => {
    handleMessage(socket, options, JSON.parse(String(event.data))).catch((error) => {
      console.error('メッセージを処理できませんでした', error);
    });
  });

  socket.addEventListener('close', (/** @type {SocketCloseEvent} */ event) => {
    // サーバーのメンテナンスでも切断されるので、実際のアプリケーションでは再接続を組み込む
    options.onClose?.({ code: event.code, reason: event.reason });
  });

  return {
    socketId: endpoint.id,
    close: () => socket.close(1000, 'client closed'),
  };
}
