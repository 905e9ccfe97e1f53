import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot } from '../data/data-source';
import { pointerTokens, valueAtTokens } from '../data/json-pointer';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { JsonValue } from '../../isomorphic/json-value';
import type { Scenario } from '../../isomorphic/data-types/scenario';
import type { LoadedScenario, LoadedScenarioStep } from '../../isomorphic/scenario-types';

export const scenariosDir = path.join(repoRoot, 'data/scenarios');

type JsonObject = { [key: string]: JsonValue };

/** Replaces the value at `pointer` (its parent must exist); false when the path leads nowhere. */
function applyPatch(document: JsonObject, pointer: string, value: JsonValue): boolean {
  const tokens = pointerTokens(pointer);
  const parent = valueAtTokens(document, tokens.slice(0, -1));
  const last = tokens.at(-1)!;
  if (Array.isArray(parent)) {
    if (!/^(0|[1-9][0-9]*)$/.test(last) || Number(last) >= parent.length) return false;
    parent[Number(last)] = value;
    return true;
  }
  if (typeof parent !== 'object' || parent === null || !Object.hasOwn(parent, last)) return false;
  (parent as JsonObject)[last] = value;
  return true;
}

/**
 * Every scenario of data/scenarios/ (one YAML file each, validated by data/meta/scenario.schema.json), sorted by
 * id, each step with its document read from data/schemas/…/examples/ and its patch applied. A document that does
 * not exist, a patch path that leads nowhere, a patch in a scenario not marked `derived`, or a source that no step
 * uses stops the build at the field's line and column.
 */
export function loadScenarios(dir: string = scenariosDir): LoadedScenario[] {
  const scenarios: LoadedScenario[] = [];
  const issues: DataIssue[] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()) {
    const file = path.join(dir, name);
    const source = loadValidated<Scenario>(file, 'scenario.schema.json');
    const scenario = source.value;
    const steps: LoadedScenarioStep[] = [];
    scenario.steps.forEach((step, index) => {
      const documentFile = path.join(repoRoot, step.document);
      if (!existsSync(documentFile)) {
        issues.push(source.issue(['steps', index, 'document'], `no such file: ${step.document}`));
        return;
      }
      const content = JSON.parse(readFileSync(documentFile, 'utf8')) as JsonObject;
      step.patch?.forEach((patch, patchIndex) => {
        if (!scenario.derived)
          issues.push(
            source.issue(['steps', index, 'patch'], 'a patched step needs `derived: true` on the scenario', true),
          );
        else if (!applyPatch(content, patch.path, patch.value))
          issues.push(
            source.issue(['steps', index, 'patch', patchIndex, 'path'], `${patch.path} is not in ${step.document}`),
          );
      });
      const schema = content._schema as { type?: unknown } | undefined;
      steps.push({
        after: step.after,
        type: step.type,
        author: step.author ?? scenario.author,
        document: step.document,
        note: step.note,
        ...(step.patch ? { patch: step.patch } : {}),
        schemaName:
          typeof schema?.type === 'string' ? schema.type : path.basename(path.dirname(path.dirname(documentFile))),
        derived: step.patch !== undefined,
        content,
      });
    });
    scenario.sources.forEach((entry, index) => {
      if (!scenario.steps.some((step) => step.document === entry.document))
        issues.push(source.issue(['sources', index, 'document'], `no step sends ${entry.document}`));
    });
    scenarios.push({
      ...scenario,
      id: path.basename(name, '.yaml'),
      file: path.relative(repoRoot, file),
      steps,
    });
  }
  throwIfIssues(issues);
  return scenarios;
}
