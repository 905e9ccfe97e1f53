import { useSiteContent } from '../site-content';
import type { KnownSchema } from '../../../renderer/content/schema-validator/validator-core';
import styles from './SchemaValidatorForm.module.css';
import { schemaDownloadPath, schemaPageUrl } from '../../../isomorphic/routes';

/**
 * The validator's form, prerendered with the list of every published schema version. The behaviour comes
 * from renderer/content/schema-validator (loaded on this page only); without JavaScript the controls stay
 * disabled and a note says why.
 */
export function SchemaValidatorForm() {
  const known: KnownSchema[] = Object.entries(useSiteContent().schemaVersions).flatMap(([name, versions]) =>
    versions.map((version, index) => {
      const current = index === versions.length - 1;
      return {
        name,
        version,
        current,
        page: schemaPageUrl(name, version, current),
        schema: schemaDownloadPath(name, version, 'json'),
        fields: schemaDownloadPath(name, version, 'fields.json'),
      };
    }),
  );
  return (
    <form className={styles.form} data-schema-validator data-schemas={JSON.stringify(known)} aria-label="JSON の検証">
      <p className="admonition admonition-note" data-validator-needs-script>
        この検証ツールはブラウザの JavaScript で動きます。JavaScript を有効にすると使えます。
      </p>
      <label className={styles.label} htmlFor="schema-validator-input">
        検証する JSON 文書
      </label>
      <p className={styles.hint} id="schema-validator-hint">
        貼り付けるか、JSON ファイルをこの欄にドロップしてください。
      </p>
      <div className={styles.drop}>
        <textarea
          id="schema-validator-input"
          name="document"
          rows={14}
          spellCheck={false}
          autoComplete="off"
          aria-describedby="schema-validator-hint"
          placeholder={'{ "_schema": { "type": "eew-information", "version": "1.0.0" }, … }'}
          disabled
        />
      </div>
      <div className={styles.actions}>
        <button className={styles.submit} type="submit" disabled>
          検証する
        </button>
        {/* The native file input stays focusable but out of sight; its label is the visible button. */}
        <input id="schema-validator-file" type="file" accept=".json,application/json" disabled />
        <label className={styles.file} htmlFor="schema-validator-file">
          ファイルを選ぶ…
        </label>
      </div>
      <div data-validator-result role="status" aria-live="polite" />
    </form>
  );
}
