import { Heading } from '../../_components/Heading';
import type { TryItConfig, TryItField } from '../../../isomorphic/try-it';
import styles from './TryItPanel.module.css';

/**
 * "Try it" on a REST endpoint page: a button that loads the panel's code (renderer/content/try-it/, imported only
 * when pressed) and shows a form of the endpoint's documented parameters. The request goes to the stand-in (a
 * loopback address the visitor may change) or to the real API; the response is shown and checked against the
 * documented response schema. The search index leaves the panel out; the Markdown copy keeps its heading and
 * introduction (the form and buttons are interface).
 */

/** Methods a browser sends across origins without a preflight (the Fetch standard's CORS-safelisted methods). */
const simpleMethods = new Set(['GET', 'HEAD', 'POST']);

const fieldId = (operationId: string, name: string) => `try-it-${operationId}-${name}`;

function ParameterField({ field, operationId }: { field: TryItField; operationId: string }) {
  const id = fieldId(operationId, field.name);
  const hint = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{field.name}</code>
        <span className={styles.where}>
          {field.in === 'path' ? 'パス' : 'クエリ'}・{field.type}
          {field.required ? '・必須' : ''}
        </span>
      </label>
      {field.values ? (
        <select
          id={id}
          name={field.name}
          data-in={field.in}
          defaultValue={field.initial}
          aria-describedby={hint}
          disabled
        >
          {!field.required && <option value="">（送らない）</option>}
          {field.values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          data-in={field.in}
          type="text"
          defaultValue={field.initial}
          required={field.required}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hint}
          disabled
        />
      )}
      <p className={styles.hint} id={hint}>
        {field.description}
      </p>
    </div>
  );
}

export function TryItPanel({ config }: { config: TryItConfig }) {
  const prefix = `try-it-${config.operationId}`;
  const hosts = config.apiOrigins.map((origin) => new URL(origin).host).join('、');
  return (
    <section className={styles.panel} data-try-it={JSON.stringify(config)}>
      <Heading level={2} id="try-it" text="試す" />
      <p>
        このエンドポイントへ、ページから要求を送って応答を確かめられます。送り先は手元で動かす
        <a href="/docs/sample/stand-in">スタンドイン</a>か本番の API です。応答は掲載しているスキーマで検証します。
      </p>
      <p className={styles.needsScript} data-try-it-needs-script>
        この機能はブラウザの JavaScript で動きます。
      </p>
      <button
        type="button"
        className={styles.open}
        data-try-it-open
        aria-expanded="false"
        aria-controls={`${prefix}-form`}
        disabled
      >
        リクエストを組み立てる
      </button>
      <form
        id={`${prefix}-form`}
        className={styles.form}
        data-try-it-form
        aria-label={`${config.operationId} を試す`}
        hidden
      >
        <fieldset className={styles.group}>
          <legend>送り先</legend>
          <div className={styles.targets}>
            <label>
              <input type="radio" name="target" value="stand-in" defaultChecked disabled /> スタンドイン
            </label>
            <label>
              <input type="radio" name="target" value="api" disabled /> 本番の API（{hosts}）
            </label>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${prefix}-origin`}>スタンドインのアドレス</label>
            <input
              id={`${prefix}-origin`}
              name="origin"
              type="url"
              defaultValue={config.standInOrigin}
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${prefix}-origin-hint`}
              disabled
            />
            <p className={styles.hint} id={`${prefix}-origin-hint`}>
              番号だけを変えられます。サイトのセキュリティ設定（CSP）が許す送り先は{' '}
              <code>http://{config.standInHost}</code> の各番号と本番の API だけです。
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${prefix}-key`}>API キー</label>
            <input
              id={`${prefix}-key`}
              name="key"
              type="password"
              autoComplete="off"
              spellCheck={false}
              required
              aria-describedby={`${prefix}-key-hint`}
              disabled
            />
            <p className={styles.hint} id={`${prefix}-key-hint`}>
              キーは保存せず、このページを開いている間だけ使います。送るのは選んだ送り先だけで、クエリ{' '}
              <code>{config.keyParameter}</code> に入れます。スタンドインは空でない任意のキーを受け付けます。
            </p>
          </div>
        </fieldset>
        {config.fields.length > 0 && (
          <fieldset className={styles.group}>
            <legend>パラメータ</legend>
            <p className={styles.hint}>空の欄は送りません。</p>
            {config.fields.map((field) => (
              <ParameterField key={field.name} field={field} operationId={config.operationId} />
            ))}
          </fieldset>
        )}
        {config.body !== undefined && (
          <div className={styles.field}>
            <label htmlFor={`${prefix}-body`}>リクエストボディ（JSON）</label>
            <textarea
              id={`${prefix}-body`}
              name="body"
              rows={Math.min(16, config.body.split('\n').length + 1)}
              spellCheck={false}
              autoComplete="off"
              defaultValue={config.body}
              aria-describedby={`${prefix}-body-hint`}
              disabled
            />
            <p className={styles.hint} id={`${prefix}-body-hint`}>
              ブラウザは <code>Content-Type</code> を付けずに送ります（<code>text/plain</code>
              になります）。付けると事前の確認要求（プリフライト）が必要になり、その応答は公開されていません。
            </p>
          </div>
        )}
        {!simpleMethods.has(config.method) && (
          <p className={`${styles.hint} ${styles.preflight}`} data-try-it-preflight>
            <code>{config.method}</code>{' '}
            の要求には、ブラウザが事前の確認要求（プリフライト）を先に送ります。スタンドインはこれに応えます。本番の API
            が応えるかどうかは公開されていません。本番で届かないときは curl の例を使ってください。
          </p>
        )}
        <button type="submit" className={styles.send} disabled>
          {config.method} を送る
        </button>
        <div className={styles.result} data-try-it-result role="status" aria-live="polite" />
      </form>
    </section>
  );
}
