import { rootPath } from './field-paths';
import { FieldTreeBuilder, type FieldTreeOptions } from './field-tree-builder';
import { isSchemaObject, type JsonSchemaObject, type SchemaDocument, type SchemaNode } from './schema-node';
import { ShapeMerger } from './shape';
import type { FieldRow, FieldTree } from '../../isomorphic/schema-views';

/**
 * A JSON conversion schema as the reference pages show it: one section per object level (and per array of
 * objects, tuple and variant), each with a table of its fields, and the conditions that apply there.
 * `$ref`s are followed: a definition used again later is not repeated but pointed to ("same structure as").
 * The entry points for a format, the components page and the common header; the work is done by shape.ts (merging
 * a node with what it refers to), value-facts.ts (types and allowed values), field-paths.ts (paths and anchors)
 * and field-tree-builder.ts (sections and rows).
 */

export type { FieldRow, FieldTree, FieldTreeOptions };

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
