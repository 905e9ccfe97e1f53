import Pointer from '@apidevtools/json-schema-ref-parser/dist/lib/pointer.js';

/**
 * JSON pointers (RFC 6901) and `$ref` values in one place, for the conversion schemas, the API field schemas and
 * the positions of data errors. Parsing and escaping are json-schema-ref-parser's (`Pointer.parse`, `Pointer.join`),
 * the library that also bundles and checks the schema files; this module only adds the walk over an in-memory value
 * and the split of a `$ref` into the document it names and the pointer inside it.
 */

/** `/telegrams/3/class` → `['telegrams', '3', 'class']` (`~1` is `/`, `~0` is `~`); `''` is the whole document. */
export function pointerTokens(pointer: string): string[] {
  return Pointer.parse(`#${pointer}`);
}

/** `['schemas', 'a/b']` → `/schemas/a~1b`. */
export function pointerOf(parts: ReadonlyArray<string | number>): string {
  return Pointer.join('#', parts.map(String)).slice(1);
}

/** The value at `tokens` inside `root` (object keys, array indexes), or undefined when the path leads nowhere. */
export function valueAtTokens(root: unknown, tokens: readonly string[]): unknown {
  let node = root;
  for (const token of tokens) {
    if (Array.isArray(node)) node = /^(0|[1-9][0-9]*)$/.test(token) ? node[Number(token)] : undefined;
    else if (typeof node === 'object' && node !== null && Object.hasOwn(node, token))
      node = (node as Record<string, unknown>)[token];
    else return undefined;
  }
  return node;
}

/** A `$ref` taken apart: the document part (`''` for the same document) and the pointer tokens of its fragment. */
export interface SplitRef {
  file: string;
  pointer: string;
  tokens: string[];
}

/** `../components.schema.json#/$defs/Head` → `{ file: '../components.schema.json', tokens: ['$defs', 'Head'] }`. */
export function splitRef(ref: string): SplitRef {
  const hash = ref.indexOf('#');
  const file = hash === -1 ? ref : ref.slice(0, hash);
  // A fragment is a URI part: percent-escapes come off before the pointer's own `~1`/`~0` escapes.
  const pointer = hash === -1 ? '' : decodeURIComponent(ref.slice(hash + 1));
  return { file, pointer, tokens: pointerTokens(pointer) };
}
