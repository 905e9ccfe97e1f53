import { afterEach, describe, expect, it } from 'vitest';
import { loadScenarios, scenariosDir } from '../../generators/content/scenarios';
import { entryForVersion } from '../../generators/schemas/schema-catalog-model';
import { catchDataError } from '../support/data-error';
import { errorText, loadRepositoryCatalog } from '../support/schema-documents';
import { removeTempDirs, tempCopyOf } from '../support/temp-data';

/**
 * The scenarios of data/scenarios/: every step's document, patch applied, follows the JSON schema of its
 * `_schema` version (a derived step is checked like a real one), and bad data stops the loader at its position.
 */

afterEach(() => removeTempDirs());

describe('data/scenarios', () => {
  it('every step of every scenario validates against its conversion schema', async () => {
    const { catalog, validators } = await loadRepositoryCatalog();
    for (const scenario of loadScenarios())
      for (const [index, step] of scenario.steps.entries()) {
        const version = (step.content._schema as { version?: string } | undefined)?.version;
        const entry = entryForVersion(catalog, step.schemaName, version);
        expect(entry, `${scenario.id} step ${index + 1}`).toBeDefined();
        const validate = validators.get(entry!)!;
        expect(validate(step.content), `${scenario.file} step ${index + 1}: ${errorText(validate)}`).toBe(true);
      }
  });
});

describe('bad scenario data', () => {
  const broken = (file: string, from: string, to: string) =>
    catchDataError(() => loadScenarios(tempCopyOf(scenariosDir, { edits: [{ file, from, to }] }))).message;

  it('stops at the line and column of a patch path that leads nowhere', () => {
    expect(broken('tsunami.yaml', 'forecasts/2/kind', 'forecasts/9/kind')).toMatch(
      /tsunami\.yaml:\d+:\d+.*\/body\/tsunami\/forecasts\/9\/kind is not in/,
    );
  });

  it('stops at a document that does not exist, and at a kind the meta schema does not list', () => {
    expect(broken('weather.yaml', 'vpoa50-cancel.json\n    note', 'vpoa50-gone.json\n    note')).toMatch(
      /weather\.yaml:\d+:\d+.*no such file/,
    );
    expect(broken('volcano.yaml', 'kind: volcano', 'kind: eruption')).toMatch(/volcano\.yaml:\d+:\d+/);
  });

  it('stops at a patch in a scenario not marked derived', () => {
    const message = broken('eew-cancel.yaml', 'derived: true', 'derived: false');
    expect(message).toMatch(/eew-cancel\.yaml:\d+:\d+/);
  });
});
