import { splitRef, valueAtTokens } from '../data/json-pointer';
import { refTargetOf, type ConstraintSource, type RefTarget } from './field-conditions';
import { isSchemaObject, type JsonValue, type Located, type SchemaDocument, type SchemaNode } from './schema-node';

/**
 * The merged view of a schema node (`Shape`): everything the reference pages need to know about one field, gathered
 * from the node, the definitions its `$ref`s lead to and its `allOf` members, with `anyOf`/`oneOf` sorted into
 * nullability, plain-value unions, conditions on sibling values or structural variants. `ShapeMerger` follows the
 * references (local ones and those into components.schema.json); the tree builder and the value facts read shapes.
 */

export interface Shape {
  description?: string;
  /** Description of the referenced definition when the field's own description differs. */
  defDescription?: string;
  condition?: string;
  notes: string[];
  /** The definition the field points to directly (`{ "$ref": ... }` with annotations only). */
  primaryRef?: RefTarget;
  /** Set when the whole value is one definition: used to show it only once per page. */
  dedupeKey?: string;
  types?: string[];
  constValue?: { value: JsonValue };
  enumValues?: JsonValue[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  properties: Map<string, Located[]>;
  required: Set<string>;
  items: Located[];
  itemDescription?: string;
  prefixItems: Located[][];
  groups: Array<{ keyword: 'anyOf' | 'oneOf'; origin?: string; options: Located[] }>;
  constraints: ConstraintSource[];
  nullable: boolean;
  scalarAlternatives: Shape[];
  variants: Array<{ located: Located; shape: Shape }>;
}

const annotationKeys = new Set(['description', 'x-condition', 'x-note', 'title', '$comment', 'examples', 'deprecated']);

function emptyShape(): Shape {
  return {
    notes: [],
    properties: new Map(),
    required: new Set(),
    items: [],
    prefixItems: [],
    groups: [],
    constraints: [],
    nullable: false,
    scalarAlternatives: [],
    variants: [],
  };
}

function asTypes(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((type): type is string => typeof type === 'string');
  return undefined;
}

/** A `{ "$ref": X }` node with annotations only. */
function pureRef(node: SchemaNode): string | undefined {
  if (!isSchemaObject(node) || typeof node.$ref !== 'string') return undefined;
  return Object.keys(node).every((key) => key === '$ref' || annotationKeys.has(key)) ? node.$ref : undefined;
}

export class ShapeMerger {
  constructor(readonly components: SchemaDocument) {}

  resolve(ref: string, doc: SchemaDocument): Located {
    const { file, tokens } = splitRef(ref);
    let target: SchemaDocument;
    if (file === '') target = doc;
    else if (file.endsWith('components.schema.json')) target = this.components;
    else
      throw new Error(
        `${doc.key}: cannot follow $ref "${ref}" (only local and components.schema.json references are supported)`,
      );
    const node = valueAtTokens(target.schema, tokens);
    if (node === undefined) throw new Error(`${doc.key}: $ref "${ref}" points nowhere`);
    return { node: node as SchemaNode, doc: target };
  }

  refKey(target: RefTarget, doc: SchemaDocument): string {
    return target.scope === 'component' ? `components#${target.name}` : `${doc.key}#${target.name}`;
  }

  shapeOf(locs: Located[]): Shape {
    const shape = emptyShape();
    locs.forEach((located, index) => {
      if (index === 0) {
        const ref = pureRef(located.node);
        if (ref) {
          shape.primaryRef = refTargetOf(ref, located.doc);
          if (locs.length === 1) shape.dedupeKey = this.refKey(shape.primaryRef, located.doc);
        }
      }
      this.mergeInto(shape, located, { depth: 0, viaRef: false });
    });
    this.settle(shape);
    return shape;
  }

  /**
   * Adds what `located` says to `shape`. `viaRef`: the node is the target of a `$ref` (its description then
   * describes the definition); `origin`: the definition the node belongs to, for conditions shown once per page.
   */
  private mergeInto(shape: Shape, located: Located, at: { depth: number; viaRef: boolean; origin?: string }): void {
    if (at.depth > 40) throw new Error(`${located.doc.key}: $ref chain too deep`);
    const { node, doc } = located;
    const origin = at.origin;
    if (node === true) return;
    if (node === false) {
      shape.types = [];
      return;
    }
    if (typeof node.description === 'string') {
      if (shape.description === undefined) shape.description = node.description;
      else if (at.viaRef && shape.defDescription === undefined && node.description !== shape.description)
        shape.defDescription = node.description;
    }
    if (typeof node['x-condition'] === 'string' && shape.condition === undefined) shape.condition = node['x-condition'];
    if (typeof node['x-note'] === 'string' && !shape.notes.includes(node['x-note'])) shape.notes.push(node['x-note']);
    const types = asTypes(node.type);
    if (types)
      shape.types = shape.types
        ? shape.types.filter((type) => types.includes(type) || (type === 'integer' && types.includes('number')))
        : types;
    if (node.const !== undefined && shape.constValue === undefined)
      shape.constValue = { value: node.const as JsonValue };
    if (Array.isArray(node.enum)) {
      const values = node.enum as JsonValue[];
      shape.enumValues = shape.enumValues
        ? shape.enumValues.filter((value) => values.some((other) => JSON.stringify(other) === JSON.stringify(value)))
        : values;
    }
    if (typeof node.pattern === 'string') shape.pattern ??= node.pattern;
    if (typeof node.format === 'string') shape.format ??= node.format;
    if (typeof node.minLength === 'number') shape.minLength ??= node.minLength;
    if (typeof node.minItems === 'number') shape.minItems ??= node.minItems;
    if (typeof node.maxItems === 'number') shape.maxItems ??= node.maxItems;
    if (typeof node.minimum === 'number') shape.minimum ??= node.minimum;
    if (typeof node.maximum === 'number') shape.maximum ??= node.maximum;
    if (isSchemaObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        shape.properties.set(name, [...(shape.properties.get(name) ?? []), { node: child as SchemaNode, doc }]);
      }
    }
    if (Array.isArray(node.required)) for (const name of node.required as string[]) shape.required.add(name);
    if (node.items !== undefined && node.items !== false) {
      shape.items.push({ node: node.items as SchemaNode, doc });
      if (isSchemaObject(node.items) && typeof node.items.description === 'string')
        shape.itemDescription ??= node.items.description;
    }
    if (Array.isArray(node.prefixItems)) {
      node.prefixItems.forEach((item, index) => {
        shape.prefixItems[index] = [...(shape.prefixItems[index] ?? []), { node: item as SchemaNode, doc }];
      });
    }
    if (node.if !== undefined) {
      shape.constraints.push({
        origin,
        kind: 'when',
        if: { node: node.if as SchemaNode, doc },
        then: node.then === undefined ? undefined : { node: node.then as SchemaNode, doc },
        else: node.else === undefined ? undefined : { node: node.else as SchemaNode, doc },
      });
    }
    if (node.not !== undefined)
      shape.constraints.push({ origin, kind: 'not', not: { node: node.not as SchemaNode, doc } });
    if (node.contains !== undefined) {
      shape.constraints.push({
        origin,
        kind: 'contains',
        contains: { node: node.contains as SchemaNode, doc },
        min: typeof node.minContains === 'number' ? node.minContains : 1,
        max: typeof node.maxContains === 'number' ? node.maxContains : undefined,
      });
    }
    if (isSchemaObject(node.dependentRequired))
      shape.constraints.push({ kind: 'dependentRequired', map: node.dependentRequired as Record<string, string[]> });
    if (typeof node.minProperties === 'number')
      shape.constraints.push({ kind: 'minProperties', count: node.minProperties });
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const options = node[keyword];
      if (Array.isArray(options))
        shape.groups.push({ keyword, origin, options: options.map((option) => ({ node: option as SchemaNode, doc })) });
    }
    if (typeof node.$ref === 'string') {
      const target = this.resolve(node.$ref, doc);
      this.mergeInto(shape, target, {
        depth: at.depth + 1,
        viaRef: at.depth === 0 || at.viaRef,
        origin: this.refKey(refTargetOf(node.$ref, doc), doc),
      });
    }
    if (Array.isArray(node.allOf))
      for (const member of node.allOf)
        this.mergeInto(shape, { node: member as SchemaNode, doc }, { depth: at.depth + 1, viaRef: false, origin });
  }

  /** Sorts each anyOf/oneOf: nullability, plain-value unions, constraints on sibling values, or structural variants. */
  private settle(shape: Shape): void {
    while (shape.groups.length > 0) {
      const group = shape.groups.shift()!;
      const options = group.options.map((located) => ({ located, shape: this.shapeOf([located]) }));
      const rest = options.filter((option) => !isNullShape(option.shape));
      if (rest.length < options.length) shape.nullable = true;
      if (rest.length === 0) continue;
      if (
        this.refinesSiblings(
          shape,
          rest.map((option) => option.located),
        )
      ) {
        shape.constraints.push({
          kind: 'alternatives',
          keyword: group.keyword,
          origin: group.origin,
          options: rest.map((option) => option.located),
        });
      } else if (rest.length === 1) {
        const ref = pureRef(rest[0].located.node);
        if (ref && !shape.primaryRef) shape.primaryRef = refTargetOf(ref, rest[0].located.doc);
        this.mergeInto(shape, rest[0].located, { depth: 1, viaRef: false });
      } else if (rest.every((option) => kindOf(option.shape) === 'scalar' && option.shape.variants.length === 0)) {
        shape.scalarAlternatives.push(...rest.map((option) => option.shape));
      } else {
        shape.variants.push(...rest);
      }
    }
    if (shape.types?.includes('null')) {
      shape.nullable = true;
      shape.types = shape.types.filter((type) => type !== 'null');
    }
    if (shape.constValue?.value === null) shape.nullable = true;
  }

  /** Alternatives that only restrict properties the object already declares (no descriptions of their own). */
  private refinesSiblings(shape: Shape, options: Located[]): boolean {
    if (shape.properties.size === 0) return false;
    return options.every((option) => {
      let located = option;
      for (let ref = pureRef(located.node); ref; ref = pureRef(located.node)) located = this.resolve(ref, located.doc);
      const { node } = located;
      if (!isSchemaObject(node) || node.items !== undefined || node.prefixItems !== undefined) return false;
      if (node.properties !== undefined && !isSchemaObject(node.properties)) return false;
      const properties = isSchemaObject(node.properties) ? Object.entries(node.properties) : [];
      return properties.every(
        ([name, child]) =>
          shape.properties.has(name) && !(isSchemaObject(child) && typeof child.description === 'string'),
      );
    });
  }
}

/** A value that can only be `null` (`settle` has already moved `null` out of `types` into `nullable`). */
function isNullShape(shape: Shape): boolean {
  if (
    shape.properties.size > 0 ||
    shape.items.length > 0 ||
    shape.prefixItems.length > 0 ||
    shape.variants.length > 0 ||
    shape.scalarAlternatives.length > 0
  )
    return false;
  if (shape.constValue) return shape.constValue.value === null;
  return shape.nullable && shape.types !== undefined && shape.types.length === 0;
}

export type ShapeKind = 'object' | 'tuple' | 'array' | 'scalar';

export function kindOf(shape: Shape): ShapeKind {
  if (shape.properties.size > 0) return 'object';
  if (shape.prefixItems.length > 0) return 'tuple';
  if (shape.items.length > 0 || shape.types?.includes('array')) return 'array';
  if (shape.types?.includes('object')) return 'object';
  return 'scalar';
}
