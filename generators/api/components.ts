import { sharedSchemaName } from '../../isomorphic/shared-schema-name';
import type { FieldSchema } from '../../isomorphic/api-types';

/**
 * The component schemas the OpenAPI and the AsyncAPI documents share. Every part of data/api/shared.yaml `schemas`
 * that a document uses (`$ref: ../shared.yaml#/schemas/xmlReport` in an endpoint or message) becomes one entry of that document's
 * `components.schemas` (`XmlReport`), built from the same loaded object, and each use becomes a `$ref` to it. Both
 * documents therefore describe `xmlReport`, `telegramSchemaInfo`, `designation` … with the same schema, written once.
 */

/** A field schema as the documents write it: a shared part is a `$ref` (with the use's own description beside it). */
export type LinkedSchema = Omit<Partial<FieldSchema>, 'properties' | 'items' | typeof sharedSchemaName> & {
  $ref?: string;
  properties?: Record<string, LinkedSchema>;
  items?: LinkedSchema;
};

/** Keys a use of a shared part may set differently from the part (the keys beside `$ref` in data/meta/api-endpoint.schema.json). */
/**
 * The annotation keys a use of a shared part may set differently. `x-source-note` is not among them and leaves every
 * linked schema: a remark on the provider's sources stays in data/api, where it is checked; the published OpenAPI and
 * AsyncAPI documents carry the source (`x-source`) and, where the provider's pages disagree, `x-disagreement` (an id
 * of data/disagreements.yaml), never a prose remark.
 */
const useKeys = ['description', 'x-condition', 'x-note', 'x-source', 'x-disagreement', 'x-time-zone'] as const;

/** `xmlReport` → `XmlReport`: the component name of a shared.yaml schema. */
export function componentName(sharedName: string): string {
  return sharedName.charAt(0).toUpperCase() + sharedName.slice(1);
}

export function componentRef(sharedName: string): string {
  return `#/components/schemas/${componentName(sharedName)}`;
}

export class ComponentSchemas {
  private readonly used = new Map<string, LinkedSchema>();

  constructor(private readonly shared: Record<string, FieldSchema>) {}

  /** A copy of `schema` in which every part expanded from shared.yaml is a `$ref` to its component. */
  link(schema: FieldSchema): LinkedSchema {
    const name = schema[sharedSchemaName];
    if (name !== undefined && this.shared[name]) return this.reference(name, schema);
    const { properties, items, [sharedSchemaName]: _name, 'x-source-note': _sourceNote, ...rest } = schema;
    const linked: LinkedSchema = { ...rest };
    if (properties) {
      linked.properties = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, this.link(child)]));
    }
    if (items) linked.items = this.link(items);
    return linked;
  }

  /** The `$ref` to a shared part by name (registering the component), e.g. `errorResponse`. */
  ref(sharedName: string): LinkedSchema {
    this.use(sharedName);
    return { $ref: componentRef(sharedName) };
  }

  /** The components used so far, by name in alphabetical order. */
  components(): Record<string, LinkedSchema> {
    return Object.fromEntries(
      [...this.used.entries()]
        .map(([name, schema]) => [componentName(name), schema] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }

  private use(name: string): void {
    if (this.used.has(name)) return;
    const definition = this.shared[name];
    if (!definition) throw new Error(`shared.yaml defines no schema "${name}"`);
    this.used.set(name, {}); // placeholder while the part's own shared parts are linked
    this.used.set(name, this.link({ ...definition, [sharedSchemaName]: undefined }));
  }

  /** `$ref` plus the keys this use sets differently from the shared part. */
  private reference(name: string, use: FieldSchema): LinkedSchema {
    this.use(name);
    const definition = this.shared[name];
    const linked: LinkedSchema = { $ref: componentRef(name) };
    for (const key of useKeys) {
      if (use[key] !== undefined && use[key] !== definition[key]) Object.assign(linked, { [key]: use[key] });
    }
    return linked;
  }
}
