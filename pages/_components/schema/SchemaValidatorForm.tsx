import { listSchemaVersions } from '../../../generators/page-sources/schema-listing';
import { schemaDownloadPath, schemaPageUrl } from '../../../generators/page-sources/schema-urls';
import type { KnownSchema } from '../../../renderer/content/schema-validator/validator-core';

/**
 * The validator's form, prerendered with the list of every published schema version. The behaviour comes
 * from renderer/content/schema-validator (loaded on this page only); without JavaScript the controls stay
 * disabled and a note says why.
 */
export function SchemaValidatorForm() {
  const known: KnownSchema[] = listSchemaVersions().map((listing) => ({
    name: listing.name,
    version: listing.version,
    current: listing.current,
    page: schemaPageUrl(listing.name, listing.version, listing.current),
    schema: schemaDownloadPath(listing.name, listing.version, 'json'),
    fields: schemaDownloadPath(listing.name, listing.version, 'fields.json'),
  }));
  return (
    <form className="schema-validator" data-schema-validator data-schemas={JSON.stringify(known)} aria-label="JSON の検証">
      <p className="admonition admonition-note" data-validator-needs-script>
        この検証ツールはブラウザの JavaScript で動きます。JavaScript を有効にすると使えます。
      </p>
      <label htmlFor="schema-validator-input">検証する JSON 文書（貼り付けるか、この欄にファイルをドロップ）</label>
      <textarea id="schema-validator-input" name="document" rows={14} spellCheck={false} autoComplete="off" disabled />
      <div className="schema-validator-actions">
        <button type="submit" disabled>
          検証する
        </button>
        <label htmlFor="schema-validator-file">ファイルを選ぶ:</label>
        <input id="schema-validator-file" type="file" accept=".json,application/json" disabled />
      </div>
      <div data-validator-result role="status" aria-live="polite" />
    </form>
  );
}
