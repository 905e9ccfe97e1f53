import {
  describeConstraints,
  refTargetOf,
  type ConstraintBlock,
  type ConstraintSource,
  type Linker,
  type RefTarget,
} from './field-conditions';
import {
  isSchemaObject,
  type JsonSchemaObject,
  type JsonValue,
  type Located,
  type SchemaDocument,
  type SchemaNode,
} from './schema-node';

/**
 * A JSON conversion schema as the reference pages show it: one section per object level (and per array of
 * objects, tuple and variant), each with a table of its fields, and the conditions that apply there.
 * `$ref`s are followed: a definition used again later is not repeated but pointed to ("same structure as").
 */

export type { RefTarget } from './field-conditions';
import type {
  AllowedValues,
  FieldRow,
  FieldSection,
  FieldTree,
  SectionLink,
  ValueType,
} from '../../isomorphic/schema-views';
export type { FieldRow, FieldTree };

export interface FieldTreeOptions {
  /** Link to a component definition (`/docs/.../component#Name`, or `#Name` on the component page). */
  componentHref(name: string): string;
  /** Show component definitions inline (format pages) or only link them (the component page). */
  expandComponents: boolean;
  /** Link to a common header field (`/docs/.../json/#field-eventId`), for conditions on inherited fields. */
  headFieldHref?(name: string): string;
}

// ------------------------------------------------------------------ merged view of a schema node

interface Shape {
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

function unescapePointer(part: string): string {
  return decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A `{ "$ref": X }` node with annotations only. */
function pureRef(node: SchemaNode): string | undefined {
  if (!isSchemaObject(node) || typeof node.$ref !== 'string') return undefined;
  return Object.keys(node).every((key) => key === '$ref' || annotationKeys.has(key)) ? node.$ref : undefined;
}

export class ShapeMerger {
  constructor(readonly components: SchemaDocument) {}

  resolve(ref: string, doc: SchemaDocument): Located {
    const [file, pointer = ''] = ref.split('#');
    let target: SchemaDocument;
    if (file === '') target = doc;
    else if (file.endsWith('components.schema.json')) target = this.components;
    else
      throw new Error(
        `${doc.key}: cannot follow $ref "${ref}" (only local and components.schema.json references are supported)`,
      );
    let node: unknown = target.schema;
    for (const part of pointer.split('/').slice(1))
      node = isSchemaObject(node) ? node[unescapePointer(part)] : Array.isArray(node) ? node[Number(part)] : undefined;
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

type ShapeKind = 'object' | 'tuple' | 'array' | 'scalar';

function kindOf(shape: Shape): ShapeKind {
  if (shape.properties.size > 0) return 'object';
  if (shape.prefixItems.length > 0) return 'tuple';
  if (shape.items.length > 0 || shape.types?.includes('array')) return 'array';
  if (shape.types?.includes('object')) return 'object';
  return 'scalar';
}

// ------------------------------------------------------------------ value facts (型 and 許容値)

function typeOfValue(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function countDetail(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `${min} 件` : `${min}〜${max} 件`;
  if (min !== undefined && min > 0) return `${min} 件以上`;
  if (max !== undefined) return `${max} 件以下`;
  return undefined;
}

function scalarDetails(shape: Shape): string[] {
  const details: string[] = [];
  if (shape.minLength !== undefined && shape.minLength > 0 && !shape.pattern)
    details.push(`${shape.minLength} 文字以上`);
  if (shape.minimum !== undefined) details.push(`最小 ${shape.minimum}`);
  if (shape.maximum !== undefined) details.push(`最大 ${shape.maximum}`);
  return details;
}

/** The non-null JSON types of a plain value; empty when it can only be `null`. */
function plainTypes(shape: Shape): string[] {
  if (shape.types) return shape.types;
  const values = shape.constValue ? [shape.constValue.value] : (shape.enumValues ?? []);
  const derived = [...new Set(values.filter((value) => value !== null).map(typeOfValue))];
  return derived.length > 0 ? derived : ['any'];
}

function elementLabel(shape: Shape, merger: ShapeMerger): string {
  if (shape.variants.length > 0)
    return [...new Set(shape.variants.map((variant) => elementLabel(variant.shape, merger)))].join(' | ');
  const kind = kindOf(shape);
  if (kind === 'object') return 'object';
  if (kind === 'tuple') return 'array';
  if (kind === 'array')
    return shape.items.length > 0 ? `array<${elementLabel(merger.shapeOf(shape.items), merger)}>` : 'array';
  const alternatives =
    shape.scalarAlternatives.length > 0 ? shape.scalarAlternatives.flatMap(plainTypes) : plainTypes(shape);
  return [...new Set(alternatives)].join(' | ') + (shape.nullable ? ' | null' : '');
}

function valueTypes(shape: Shape, merger: ShapeMerger): ValueType[] {
  const types: ValueType[] = [];
  const add = (type: ValueType) => {
    const same = (known: ValueType) =>
      known.label === type.label &&
      known.pattern === type.pattern &&
      known.ref?.name === type.ref?.name &&
      known.details.join() === type.details.join();
    if (!types.some(same)) types.push(type);
  };
  if (shape.variants.length > 0) {
    for (const variant of shape.variants)
      for (const type of valueTypes(variant.shape, merger))
        add(type.label === 'null' ? type : { ...type, ref: type.ref ?? variant.shape.primaryRef });
  } else if (shape.scalarAlternatives.length > 0) {
    for (const alternative of shape.scalarAlternatives) for (const type of valueTypes(alternative, merger)) add(type);
  } else {
    const kind = kindOf(shape);
    if (kind === 'object') add({ label: 'object', ref: shape.primaryRef, details: [] });
    else if (kind === 'tuple') {
      add({
        label: 'array',
        ref: shape.primaryRef,
        details: [
          `${shape.prefixItems.length} 要素の組`,
          ...[countDetail(shape.minItems, shape.maxItems)].filter(
            (d): d is string => !!d && shape.minItems !== shape.prefixItems.length,
          ),
        ],
      });
    } else if (kind === 'array') {
      const element = shape.items.length > 0 ? merger.shapeOf(shape.items) : undefined;
      const elementType =
        element && kindOf(element) === 'scalar' && element.variants.length === 0
          ? valueTypes(element, merger).filter((type) => type.label !== 'null')
          : [];
      const single = elementType.length === 1 ? elementType[0] : undefined;
      add({
        label: element ? `array<${elementLabel(element, merger)}>` : 'array',
        ref: shape.primaryRef ?? single?.ref,
        pattern: single?.pattern,
        format: single?.format,
        details: [countDetail(shape.minItems, shape.maxItems), ...(single?.details ?? [])].filter(
          (detail): detail is string => !!detail,
        ),
      });
    } else {
      for (const type of plainTypes(shape))
        add({
          label: type,
          ref: shape.primaryRef,
          pattern: shape.pattern,
          format: shape.format,
          details: scalarDetails(shape),
        });
    }
  }
  if (shape.nullable) add({ label: 'null', details: [] });
  return types;
}

function allowedValues(shape: Shape, merger: ShapeMerger): AllowedValues | undefined {
  if (shape.constValue && shape.constValue.value !== null) return { kind: 'const', values: [shape.constValue.value] };
  if (shape.enumValues) {
    const values = shape.enumValues.filter((value) => value !== null);
    return values.length === 1 ? { kind: 'const', values } : { kind: 'enum', values };
  }
  if (shape.scalarAlternatives.length > 0) {
    const values = shape.scalarAlternatives.flatMap((alternative) => allowedValues(alternative, merger)?.values ?? []);
    if (values.length > 0 && shape.scalarAlternatives.every((alternative) => allowedValues(alternative, merger)))
      return { kind: values.length === 1 ? 'const' : 'enum', values };
  }
  if (kindOf(shape) === 'array' && shape.items.length > 0) {
    const element = merger.shapeOf(shape.items);
    if (kindOf(element) === 'scalar') return allowedValues(element, merger);
  }
  return undefined;
}

// ------------------------------------------------------------------ paths

export interface FieldPath {
  display: string;
  key: string;
}

const rootPath: FieldPath = { display: '', key: '' };

function appendSegment(base: string, segment: string): string {
  if (segment.startsWith('[')) return `${base}${segment}`;
  return base === '' ? segment : `${base}.${segment}`;
}

function childPath(parent: FieldPath, segment: string): FieldPath {
  return { display: appendSegment(parent.display, segment), key: appendSegment(parent.key, segment) };
}

function variantPath(parent: FieldPath, name: string): FieldPath {
  return { display: parent.display, key: `${parent.key}@${name}` };
}

/** `body@BodyVPWW54.warnings` → `body.warnings`. */
export function displayOfKey(key: string): string {
  return key.replace(/@[^.[]+/g, '');
}

export function fieldId(key: string): string {
  return `field-${key}`;
}

export function sectionId(key: string): string {
  return key === '' ? 'fields-root' : `fields-${key}`;
}

// ------------------------------------------------------------------ building the sections

/** Definitions shown once per page; a later use points to the first one when it has at least this many rows. */
const sharedDefinitionMinRows = 4;

interface PendingConstraints {
  section: FieldSection;
  base: string;
  sources: ConstraintSource[];
}

class FieldTreeBuilder {
  readonly sections: FieldSection[] = [];
  readonly ids = new Set<string>();
  private readonly shown = new Map<string, { sectionId: string; path: string; done: boolean; rows: number }>();
  private readonly pending: PendingConstraints[] = [];

  constructor(
    private readonly merger: ShapeMerger,
    private readonly options: FieldTreeOptions,
    private readonly doc: SchemaDocument,
  ) {}

  private claim(id: string): string {
    if (this.ids.has(id)) throw new Error(`${this.doc.key}: two places of the schema would get the anchor id "${id}"`);
    this.ids.add(id);
    return id;
  }

  /** A section listing the properties of an object shape (all of them, or `only` those). */
  objectSection(
    shape: Shape,
    path: FieldPath,
    depth: number,
    extra: {
      id?: string;
      variant?: FieldSection['variant'];
      only?: string[];
      ownOnly?: boolean;
      description?: string;
    } = {},
  ): FieldSection {
    const before = this.sections.length;
    const section = this.addSection(path, depth, {
      id: extra.id,
      variant: extra.variant,
      description: extra.description ?? shape.defDescription ?? shape.description,
      component: shape.primaryRef?.scope === 'component' ? shape.primaryRef.name : undefined,
    });
    const seen = shape.dedupeKey ? { sectionId: section.id, path: path.display, done: false, rows: 0 } : undefined;
    if (shape.dedupeKey && seen) this.shown.set(shape.dedupeKey, seen);
    // Conditions are described in page order (a parent before its children), so a repeated table points upward.
    if (shape.constraints.length > 0) this.pending.push({ section, base: path.key, sources: shape.constraints });
    const names = extra.only ?? [...shape.properties.keys()];
    for (const name of names) {
      const locs = shape.properties.get(name);
      // The format's own definition of a common header field is the specific one; the Head version is not merged in.
      if (locs)
        section.rows.push(
          this.row(name, extra.ownOnly ? locs.slice(0, 1) : locs, path, shape.required.has(name), depth),
        );
    }
    if (seen) {
      seen.done = true;
      seen.rows = this.sections.slice(before).reduce((sum, built) => sum + built.rows.length, 0);
    }
    return section;
  }

  /** The section of a tuple (`prefixItems`): one row per position. */
  private tupleSection(shape: Shape, path: FieldPath, depth: number, variant?: FieldSection['variant']): FieldSection {
    const section = this.addSection(path, depth, {
      variant,
      description: shape.defDescription ?? shape.description,
      summary: { types: valueTypes(shape, this.merger) },
    });
    if (shape.constraints.length > 0) this.pending.push({ section, base: path.key, sources: shape.constraints });
    const required = shape.minItems ?? shape.prefixItems.length;
    shape.prefixItems.forEach((locs, index) =>
      section.rows.push(this.row(`[${index}]`, locs, path, index < required, depth)),
    );
    return section;
  }

  /** One table row: a property (or tuple position) and what its value is. */
  private row(name: string, locs: Located[], parent: FieldPath, required: boolean, depth: number): FieldRow {
    const path = childPath(parent, name);
    const shape = this.merger.shapeOf(locs);
    const id = this.claim(fieldId(path.key));
    const value = this.value(shape, path, depth + 1);
    return {
      id,
      path: path.display,
      parent: path.display.slice(0, path.display.length - name.length),
      name,
      presence: shape.condition
        ? { kind: 'conditional', text: shape.condition }
        : required
          ? { kind: 'required' }
          : { kind: 'optional' },
      types: valueTypes(shape, this.merger),
      description: shape.description,
      elements: this.plainElements(shape),
      notes: shape.notes,
      allowed: allowedValues(shape, this.merger),
      links: value.links,
      sameAs: value.sameAs,
    };
  }

  /** The element levels of an array down to its plain values (an object element has its own section instead). */
  private plainElements(shape: Shape): FieldRow['elements'] {
    const levels: FieldRow['elements'] = [];
    let suffix = '';
    for (let current = shape; kindOf(current) === 'array' && current.items.length > 0;) {
      const element = this.merger.shapeOf(current.items);
      const kind = kindOf(element);
      if (kind === 'object' || kind === 'tuple' || element.variants.length > 0) break;
      suffix += '[]';
      const details =
        kind === 'array'
          ? [countDetail(element.minItems, element.maxItems)].filter((detail): detail is string => !!detail)
          : [];
      if (current.itemDescription || details.length > 0)
        levels.push({ suffix, description: current.itemDescription, details });
      current = element;
    }
    return levels;
  }

  /** Builds the sections that detail a value (object, array element, tuple, variants) and returns links to them. */
  private value(
    shape: Shape,
    path: FieldPath,
    depth: number,
    variant?: FieldSection['variant'],
    description?: string,
  ): { links: SectionLink[]; sameAs?: FieldRow['sameAs'] } {
    if (shape.dedupeKey) {
      if (!this.options.expandComponents && shape.dedupeKey.startsWith('components#')) return { links: [] };
      const seen = this.shown.get(shape.dedupeKey);
      if (seen && (!seen.done || seen.rows >= sharedDefinitionMinRows))
        return { links: [], sameAs: { sectionId: seen.sectionId, path: seen.path } };
    }
    const links: SectionLink[] = [];
    let sameAs: FieldRow['sameAs'];
    const kind = kindOf(shape);
    if (kind === 'object' && shape.properties.size > 0) {
      links.push({
        label: variant ? variant.name : '詳細',
        sectionId: this.objectSection(shape, path, depth, { variant, description }).id,
      });
    } else if (kind === 'tuple') {
      links.push({
        label: variant ? variant.name : '詳細',
        sectionId: this.tupleSection(shape, path, depth, variant).id,
      });
    } else if (kind === 'array' && shape.items.length > 0) {
      const element = this.merger.shapeOf(shape.items);
      const inner = this.value(element, childPath(path, '[]'), depth, variant, shape.itemDescription);
      links.push(...inner.links);
      sameAs = inner.sameAs && { ...inner.sameAs, elements: true };
      if (shape.constraints.length > 0) this.attachConstraints(inner.links[0]?.sectionId, path.key, shape.constraints);
    } else if (variant) {
      links.push({ label: variant.name, sectionId: this.scalarVariantSection(shape, path, depth, variant).id });
    }
    if (shape.variants.length > 0) {
      shape.variants.forEach((option, index) => {
        const name = option.shape.primaryRef?.name ?? `形 ${index + 1}`;
        const key = option.shape.primaryRef?.name ?? String(index + 1);
        const info = this.value(option.shape, variantPath(path, key), depth, {
          index: index + 1,
          count: shape.variants.length,
          name,
        });
        links.push(...info.links);
        if (info.sameAs)
          links.push({ label: `${name}（${info.sameAs.path} と同じ）`, sectionId: info.sameAs.sectionId });
      });
    }
    return { links, sameAs };
  }

  /** A plain-value variant (e.g. a string alternative beside objects) gets a small section of its own. */
  private scalarVariantSection(
    shape: Shape,
    path: FieldPath,
    depth: number,
    variant: NonNullable<FieldSection['variant']>,
  ): FieldSection {
    return this.addSection(path, depth, {
      variant,
      description: shape.defDescription ?? shape.description,
      summary: { types: valueTypes(shape, this.merger), allowed: allowedValues(shape, this.merger) },
    });
  }

  /** Registers a section at `path` in page order, claiming its unique id (the path-derived one by default). */
  private addSection(
    path: FieldPath,
    depth: number,
    fields: Partial<Pick<FieldSection, 'variant' | 'description' | 'component' | 'summary'>> & { id?: string },
  ): FieldSection {
    const { id, ...rest } = fields;
    const section: FieldSection = {
      id: this.claim(id ?? sectionId(path.key)),
      path: path.display,
      key: path.key,
      depth,
      ...rest,
      rows: [],
      constraints: [],
    };
    this.sections.push(section);
    return section;
  }

  private attachConstraints(sectionIdValue: string | undefined, base: string, sources: ConstraintSource[]): void {
    const section = this.sections.find((candidate) => candidate.id === sectionIdValue);
    if (section) this.pending.push({ section, base, sources });
  }

  /** A top-level definition (component page): its own section with the definition name as id. */
  definitionSection(name: string, shape: Shape): FieldSection {
    const path: FieldPath = { display: name, key: name };
    const kind = kindOf(shape);
    if (kind === 'object' && shape.properties.size > 0) return this.objectSection(shape, path, 0, { id: name });
    const section = this.addSection(path, 0, {
      id: name,
      description: shape.description,
      summary: { types: valueTypes(shape, this.merger), allowed: allowedValues(shape, this.merger) },
    });
    if (kind === 'tuple')
      shape.prefixItems.forEach((locs, index) => section.rows.push(this.row(`[${index}]`, locs, path, true, 0)));
    if (shape.constraints.length > 0) this.pending.push({ section, base: path.key, sources: shape.constraints });
    if (shape.variants.length > 0) this.value({ ...shape, dedupeKey: undefined }, path, 1);
    return section;
  }

  private readonly largeTables = new Map<string, FieldSection>();

  /** A value table of 6 rows or more from one definition is shown once; later places point to it. */
  private onceForLargeTables(block: ConstraintBlock, section: FieldSection): ConstraintBlock {
    if ((block.kind !== 'pairs' && block.kind !== 'combinations') || block.rows.length < 6 || !block.origin)
      return block;
    const key = `${block.origin}|${block.kind}|${block.columns.map((column) => column.name).join(',')}`;
    const first = this.largeTables.get(key);
    if (!first) {
      this.largeTables.set(key, section);
      return block;
    }
    return { kind: 'same', sectionId: first.id, path: first.path, columns: block.columns, origin: block.origin };
  }

  /** Turns the collected condition sources into blocks, now that every anchor is known. */
  finish(inherited: string[] = []): FieldTree {
    const headHref = (key: string) =>
      inherited.includes(key) && this.options.headFieldHref ? this.options.headFieldHref(key) : undefined;
    const byDisplay = new Map<string, string>();
    const required = new Set<string>();
    for (const section of this.sections)
      for (const row of section.rows) {
        if (!byDisplay.has(row.path)) byDisplay.set(row.path, row.id);
        if (row.presence.kind === 'required') required.add(row.path);
      }
    for (const { section, base, sources } of this.pending) {
      const linker: Linker = {
        field: (from, rel) => {
          const key = rel.reduce(appendSegment, from);
          const id = this.ids.has(fieldId(key)) ? fieldId(key) : byDisplay.get(displayOfKey(key));
          return { display: relativeDisplay(key, section.key), href: id ? `#${id}` : headHref(key) };
        },
        shape: (target) => {
          if (target.scope === 'component' && !this.options.expandComponents)
            return this.options.componentHref(target.name);
          const seen = this.shown.get(this.merger.refKey(target, this.doc));
          if (seen) return `#${seen.sectionId}`;
          return target.scope === 'component' ? this.options.componentHref(target.name) : undefined;
        },
        required: (from, rel) => required.has(displayOfKey(rel.reduce(appendSegment, from))),
      };
      section.constraints.push(
        ...describeConstraints(sources, base, linker).map((block) => this.onceForLargeTables(block, section)),
      );
    }
    return { sections: this.sections, ids: this.ids, inherited };
  }
}

/** A path as seen from a section: `maxInt` inside `body.intensity.cities[]`; outside it, the full path. */
function relativeDisplay(key: string, sectionKey: string): string {
  const display = displayOfKey(key);
  const base = displayOfKey(sectionKey);
  if (display === base) return '';
  // The array whose elements the section lists: named by its last part.
  if (base === `${display}[]`) return display.slice(display.search(/[^.[\]]+(\[\d*\])*$/));
  if (base === '') return display;
  if (display.startsWith(`${base}.`)) return display.slice(base.length + 1);
  if (display.startsWith(`${base}[`)) return display.slice(base.length);
  return display;
}

// ------------------------------------------------------------------ entry points

const headName = 'Head';

export function componentsDocument(components: JsonSchemaObject): SchemaDocument {
  return { key: 'components', schema: components };
}

function headPropertyNames(components: JsonSchemaObject): string[] {
  const defs = isSchemaObject(components.$defs) ? components.$defs : {};
  const head = defs[headName];
  return isSchemaObject(head) && isSchemaObject(head.properties) ? Object.keys(head.properties) : [];
}

/**
 * The sections of one format: the top level (own fields only; the common header fields it does not redefine
 * are returned as `inherited`), then every object level below it.
 */
export function buildFormatTree(
  schema: JsonSchemaObject,
  docKey: string,
  components: JsonSchemaObject,
  options: FieldTreeOptions,
): FieldTree {
  const merger = new ShapeMerger(componentsDocument(components));
  const doc: SchemaDocument = { key: docKey, schema };
  const builder = new FieldTreeBuilder(merger, options, doc);
  const root = merger.shapeOf([{ node: schema, doc }]);
  const own = new Set(isSchemaObject(schema.properties) ? Object.keys(schema.properties) : []);
  const head = headPropertyNames(components);
  const shownNames = [...root.properties.keys()].filter((name) => own.has(name) || !head.includes(name));
  builder.objectSection(root, rootPath, 0, { only: shownNames, ownOnly: true, description: '' });
  return builder.finish(head.filter((name) => !own.has(name)));
}

/** Every `$defs` entry of components.schema.json as its own section (id = definition name). */
export function buildComponentTree(components: JsonSchemaObject, options: FieldTreeOptions): FieldTree {
  const doc = componentsDocument(components);
  const merger = new ShapeMerger(doc);
  const builder = new FieldTreeBuilder(merger, { ...options, expandComponents: false }, doc);
  const defs = isSchemaObject(components.$defs) ? components.$defs : {};
  for (const [name, node] of Object.entries(defs))
    builder.definitionSection(name, merger.shapeOf([{ node: node as SchemaNode, doc }]));
  return builder.finish();
}

/** The common header (components Head) as a top-level table: rows `field-<name>`, nested objects below. */
export function buildHeadTree(components: JsonSchemaObject, options: FieldTreeOptions): FieldTree {
  const doc = componentsDocument(components);
  const merger = new ShapeMerger(doc);
  const builder = new FieldTreeBuilder(merger, options, { key: 'head', schema: components });
  const defs = isSchemaObject(components.$defs) ? components.$defs : {};
  builder.objectSection(merger.shapeOf([{ node: defs[headName] as SchemaNode, doc }]), rootPath, 0, {
    id: 'fields-head',
    description: '',
  });
  return builder.finish();
}

/** Every row of a tree, in page order. */
export function treeRows(tree: FieldTree): FieldRow[] {
  return tree.sections.flatMap((section) => section.rows);
}
