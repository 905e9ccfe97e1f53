import type { JsonSchemaObject } from './schema-catalog-model';
import { isSchemaObject } from './schema-node';

/**
 * Titles for code generators. quicktype (and most generators) name a type after the property that holds it; two
 * properties of the same name (`type`, `kind`, `local`, `from`) in different places then get placeholder names
 * (`PurpleType`, `FluffyType`), and Go's package-wide enum constants collide too (`Purple0`). A `title` on every
 * subschema that becomes a type (an object, a string with `enum`/`const`) gives each its own name, built from where
 * it is: the `$defs` name or the property path from the root (`Body`, `BodyAreasKind`, `CircleAxisRadius`).
 *
 * Only the published file gets these titles; a title the schema already has is kept. Subschemas of `if`, `then`,
 * `else`, `not` and `dependentSchemas` only add conditions and get none.
 */

/** `earthquake` → `Earthquake`, `max_int` → `MaxInt`, `_schema` → `Schema`, `lgIntensity` → `LgIntensity`. */
export function pascalCase(word: string): string {
  return word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

/** The name of one element of an array called `name`: `Areas` → `Area`, `Properties` → `Property`, `Status` → `StatusItem`. */
export function itemName(name: string): string {
  if (/ies$/.test(name)) return `${name.slice(0, -3)}y`;
  if (/(ss|us|is|Items)$/.test(name) || !/s$/.test(name)) return `${name}Item`;
  return name.slice(0, -1);
}

/** A string with `enum` or `const`: an enum for the generators. */
function isStringType(node: JsonSchemaObject): boolean {
  if (typeof node.$ref === 'string') return false;
  if (typeof node.const === 'string') return true;
  const values = Array.isArray(node.enum) ? node.enum : [];
  const isString =
    node.type === 'string' ||
    (Array.isArray(node.type) && node.type.includes('string')) ||
    (node.type === undefined && values.length > 0);
  return isString && values.some((value) => typeof value === 'string');
}

/** Two or more alternatives: quicktype merges them into one type (a class, an enum), named after this node. */
function isUnion(node: JsonSchemaObject): boolean {
  return [node.anyOf, node.oneOf].some((branches) => Array.isArray(branches) && branches.length > 1);
}

function becomesType(node: JsonSchemaObject): boolean {
  if (typeof node.$ref === 'string') return false;
  return node.type === 'object' || isSchemaObject(node.properties) || isStringType(node) || isUnion(node);
}

const conditionKeywords = new Set(['if', 'then', 'else', 'not', 'dependentSchemas']);

function withTitles(node: unknown, name: string, used: Set<string>, titleSelf = true): unknown {
  if (Array.isArray(node) || !isSchemaObject(node)) return node;
  const out: JsonSchemaObject = Object.fromEntries(Object.keys(node).map((key) => [key, undefined]));
  // `$defs` first: a def keeps its own name when a property path would spell the same one.
  const entries = Object.entries(node).sort(([a], [b]) => Number(b === '$defs') - Number(a === '$defs'));
  for (const [key, value] of entries) {
    if (key === 'properties' && isSchemaObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([property, child]) => [
          property,
          withTitles(child, `${name}${pascalCase(property)}`, used),
        ]),
      );
    } else if (key === '$defs' && isSchemaObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([def, child]) => [def, withTitles(child, pascalCase(def), used)]),
      );
    } else if (key === 'items' || key === 'additionalProperties' || key === 'unevaluatedProperties') {
      out[key] = withTitles(value, key === 'items' ? itemName(name) : `${name}Value`, used);
    } else if (key === 'prefixItems' && Array.isArray(value)) {
      out[key] = value.map((child, index) => withTitles(child, `${name}Item${index + 1}`, used));
    } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      // Branches describe the same value: quicktype merges object branches into the one class named here; a branch
      // that is an enum or a constant string is a type of its own (`anyOf: [{ enum: […] }, { type: 'null' }]`).
      out[key] = value.map((child, index) => {
        const ownType = isSchemaObject(child) && isStringType(child);
        return withTitles(child, ownType && value.length > 1 ? `${name}${index + 1}` : name, used, ownType);
      });
    } else if (
      conditionKeywords.has(key) ||
      key === 'const' ||
      key === 'enum' ||
      key === 'examples' ||
      key === 'default'
    ) {
      out[key] = value;
    } else {
      out[key] = withTitles(value, name, used);
    }
  }
  if (titleSelf && out.title === undefined && becomesType(node) && name !== '' && !used.has(name)) {
    used.add(name);
    out.title = name;
  }
  return out;
}

/** A copy of the bundled schema with a title on each subschema that becomes a type; the root is titled `rootName`. */
export function addGeneratorTitles(schema: JsonSchemaObject, rootName: string): JsonSchemaObject {
  const used = new Set<string>([rootName]);
  return withTitles({ ...schema, title: rootName }, '', used) as JsonSchemaObject;
}
