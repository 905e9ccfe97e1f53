import type { JsonSchemaObject } from '../../isomorphic/schema-views';

/**
 * The base types every reader of a JSON Schema document shares (the field tree, the condition statements, the
 * version comparison, the API field schemas): a schema node, the document it belongs to (so that its `$ref`s can
 * be resolved), a node together with that document, and the JSON values that `const`, `enum` and examples hold.
 * This module holds types and the one object guard only, so that any part can import it without pulling in another.
 */

export type { JsonValue } from '../../isomorphic/json-value';
export type { JsonSchemaObject };

/** A schema is an object or a boolean (`true` accepts anything, `false` nothing). */
export type SchemaNode = JsonSchemaObject | boolean;

/** Where a schema node lives, so that its `#/...` references can be resolved. */
export interface SchemaDocument {
  /** `components` or the format's `name@version`. */
  key: string;
  schema: JsonSchemaObject;
}

/** A schema node and the document it was read from. */
export interface Located {
  node: SchemaNode;
  doc: SchemaDocument;
}

/** A JSON object (not an array, not `null`): also a schema written as an object, not `true`/`false`. */
export function isSchemaObject(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
