/**
 * The JSON conversion reference as its pages render it: the field tree of a schema (sections, rows, the
 * conditions in words), the changes between versions, and the props of each page. The build computes them
 * (generators/schemas/, pages/kinds/json-schema/build/page-data.ts); the components under pages/ render them.
 */
import type { TelegramEntry } from './catalog-types';
import type { DocumentFigure } from './figures/document-figure';
import type { JsonValue } from './json-value';

export type { JsonValue };

// Schema files as loaded.

/** Versions per JSON conversion schema name, oldest first (the last is the current one, at its short URL). */
export type SchemaVersions = Record<string, string[]>;

export type JsonSchemaObject = { [key: string]: unknown };

export interface SchemaExample {
  /** File name without `.json`, e.g. `vxse53-cancel`. */
  slug: string;
  /** Path relative to the repository root (as shown in messages). */
  file: string;
  document: JsonSchemaObject;
}

export interface SchemaEntry {
  name: string;
  version: string;
  /** Path relative to the repository root. */
  file: string;
  /** Absolute path. */
  path: string;
  schema: JsonSchemaObject;
  /** True for the highest version of `name`; the other versions are legacy. */
  current: boolean;
  /** Examples of the format; they are validated against the version named in their `_schema.version`. */
  examples: SchemaExample[];
}

// Text of the reference: inline parts and conditions in words.

/** A piece of rendered text: plain text, or code (optionally a link). */
export type InlinePart = string | { code: string; href?: string };
export type Inline = InlinePart[];

/** A `$ref` target: a definition of components.schema.json or of the format's own `$defs`. */
export interface RefTarget {
  scope: 'component' | 'local';
  /** `$defs` name (or the JSON pointer when the reference does not name a `$defs` entry). */
  name: string;
}

/** One statement about one place (`path` relative to the block's section; empty for the section itself). */
export interface ClauseLine {
  path: string;
  href?: string;
  text: Inline;
}

export type ConstraintBlock = (
  | { kind: 'when'; condition: Inline; then: ClauseLine[]; otherwise: ClauseLine[] }
  | {
      kind: 'combinations';
      keyword: 'anyOf' | 'oneOf';
      columns: Array<{ name: string; href?: string }>;
      rows: JsonValue[][];
    }
  /** `if` the first column has a value `then` the second has the value beside it. */
  | { kind: 'pairs'; columns: Array<{ name: string; href?: string }>; rows: JsonValue[][] }
  | { kind: 'alternatives'; keyword: 'anyOf' | 'oneOf'; options: ClauseLine[][] }
  | { kind: 'rules'; lines: ClauseLine[] }
  /** A large table already shown for the same definition at another place of the page. */
  | { kind: 'same'; sectionId: string; path: string; columns: Array<{ name: string; href?: string }> }
) & { origin?: string };

/** A value as shown in code: strings as they are, everything else as JSON. */
export function valueText(value: JsonValue): string {
  return typeof value === 'string' ? (value === '' ? '""' : value) : JSON.stringify(value);
}

// The field tree: a section per object level, a row per field.

export interface ValueType {
  /** `string`, `null`, `object`, `array<object>`, `array`（tuple）… */
  label: string;
  /** The named definition this value comes from (components are linked, local ones shown by name). */
  ref?: RefTarget;
  pattern?: string;
  format?: string;
  /** Short facts: `1 件以上`, `3 要素の組`, `1 文字以上`. */
  details: string[];
}

export interface AllowedValues {
  kind: 'const' | 'enum';
  values: JsonValue[];
}

export type Presence = { kind: 'required' } | { kind: 'optional' } | { kind: 'conditional'; text: string };

export interface SectionLink {
  label: string;
  sectionId: string;
}

export interface FieldRow {
  /** Anchor id, `field-<path key>`. */
  id: string;
  /** Full path as shown, e.g. `body.earthquake.hypocenter.depth`. */
  path: string;
  /** The part of `path` before `name` (`body.earthquake.hypocenter.`). */
  parent: string;
  /** `depth`, or `[0]` for a tuple position. */
  name: string;
  presence: Presence;
  types: ValueType[];
  description?: string;
  /** Elements of an array of plain values or of arrays (`[]`, `[][]` …), which get no section of their own. */
  elements: Array<{ suffix: string; description?: string; details: string[] }>;
  notes: string[];
  allowed?: AllowedValues;
  /** Sections that detail this value (the object, the array element, or each variant). */
  links: SectionLink[];
  /** The same definition is already shown at another place of the page (for an array: its elements). */
  sameAs?: { sectionId: string; path: string; elements?: boolean };
}

export interface FieldSection {
  id: string;
  /** Path as shown (`body.earthquakeCounts[]`); empty for the top level of a format. */
  path: string;
  /** Path key used in anchor ids (variants add `@<name>`). */
  key: string;
  /** 0 for a top level (format root, component definition), then one more per object level. */
  depth: number;
  variant?: { index: number; count: number; name: string };
  description?: string;
  /** A definition of components.schema.json shown inline here. */
  component?: string;
  /** Type facts of a section that is not an object (component definitions of plain values, tuples). */
  summary?: { types: ValueType[]; allowed?: AllowedValues };
  rows: FieldRow[];
  constraints: ConstraintBlock[];
}

export interface FieldTree {
  sections: FieldSection[];
  /** Every anchor id the tree defines (rows and sections). */
  ids: Set<string>;
  /** Format roots: the common header fields (components Head) the format takes over unchanged. */
  inherited: string[];
}

// Changes between versions.

/** What one version says about one field path (`body.earthquake.hypocenter.depth`, `body.items[].code`). */
export interface FieldFacts {
  types: string[];
  /** Allowed values (`enum`/`const`), when every branch that defines the field restricts them. */
  values?: string[];
  /** Required wherever the parent object is present (not only under a condition). */
  required: boolean;
}

export type FieldChange =
  | { kind: 'added'; path: string; facts: FieldFacts; children: number }
  | { kind: 'removed'; path: string; facts: FieldFacts; children: number }
  | { kind: 'type'; path: string; before: string[]; after: string[] }
  | { kind: 'values'; path: string; added: string[]; removed: string[]; before?: string[]; after?: string[] }
  | { kind: 'required'; path: string; required: boolean };

export interface VersionChanges {
  from: string;
  to: string;
  changes: FieldChange[];
}

// The props of the reference's pages.

export interface SchemaTelegram {
  entry: TelegramEntry;
  /** Set when the telegram names this version as a legacy schema (`legacySchemas`). */
  legacyUntil?: string | null;
}

export interface SchemaExampleView {
  slug: string;
  fileName: string;
  code: string;
  download: string;
  /** What the example's drawing shows (isomorphic/figures/document-figure.ts). */
  figure: DocumentFigure;
}

export interface SchemaPageData {
  entry: SchemaEntry;
  url: string;
  tree: FieldTree;
  telegrams: SchemaTelegram[];
  /** Every version of this schema name (oldest first), with its page. */
  versions: Array<{ version: string; current: boolean; url: string }>;
  examples: SchemaExampleView[];
  downloads: { json: string; types: string; typeName: string };
  /** What changed between consecutive versions of this format (newest pair first); empty for one version. */
  changes: VersionChangesView[];
}

/** The changes from one version to the next, with the page (and its field anchors) of each side. */
export interface VersionChangesView extends VersionChanges {
  fromUrl: string;
  toUrl: string;
  /** Field paths that have an anchor (`#field-<path>`) on each side's page. */
  fromFields: string[];
  toFields: string[];
}

export interface SchemaFormatRow {
  name: string;
  current: { version: string; url: string; description: string; json: string; types: string };
  legacy: Array<{ version: string; url: string }>;
  telegrams: SchemaTelegram[];
}

export interface SchemaOverviewData {
  formats: SchemaFormatRow[];
  head: FieldTree;
  /** The header of a real-looking document (taken from an example, `body` emptied). */
  headExample?: { fileName: string; code: string };
  components: string;
  /** What `formatMode: json` does with a telegram that has no JSON conversion (data/service-facts.yaml). */
  unconvertedTelegrams: string;
}

/** The components page: every definition of components.schema.json. */
export interface ComponentPageData {
  tree: FieldTree;
  download: string;
}
