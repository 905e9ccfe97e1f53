import type { JsonValue } from './json-value';
import type { Scenario, ScenarioStep } from './data-types/scenario';

/**
 * A scenario of data/scenarios/ as loaded (generators/content/scenarios.ts `loadScenarios`): its id is the file
 * name, and every step carries the document it sends, decoded and with its patch applied. The stand-in replays
 * these steps; the docs page lists them.
 */
export interface LoadedScenarioStep extends Omit<ScenarioStep, 'author'> {
  /** head.author of the data message: the step's own, else the scenario's. */
  author: string;
  /** The conversion schema the document follows (`_schema.type`), e.g. `eew-information`. */
  schemaName: string;
  /** True when the step changes its document (`patch`). */
  derived: boolean;
  /** The document sent, patch applied. */
  content: { [key: string]: JsonValue };
}

export interface LoadedScenario extends Omit<Scenario, 'steps'> {
  /** The file name without `.yaml`: what `--scenario` names. */
  id: string;
  /** The file, relative to the repository (`data/scenarios/eew-final.yaml`). */
  file: string;
  steps: LoadedScenarioStep[];
}
