import { describeConstraints, type ConstraintBlock, type ConstraintSource, type Linker } from './field-conditions';
import {
  appendSegment,
  childPath,
  displayOfKey,
  fieldId,
  relativeDisplay,
  sectionId,
  variantPath,
  type FieldPath,
} from './field-paths';
import type { Located, SchemaDocument } from './schema-node';
import { kindOf, type Shape, type ShapeMerger } from './shape';
import { allowedValues, countDetail, valueTypes } from './value-facts';
import type { FieldRow, FieldSection, FieldTree, SectionLink } from '../../isomorphic/schema-views';

/**
 * Builds the sections of a field tree in page order: one section per object level, per array of objects, per tuple
 * and per variant, each with a row per field. A definition shown once is not repeated: a later use points to the
 * first table ("same structure as"). Conditions are collected while building and turned into statements in
 * `finish`, once every anchor of the page is known, so that they can link to fields and definitions anywhere.
 */

export interface FieldTreeOptions {
  /** Link to a component definition (`/docs/.../component#Name`, or `#Name` on the component page). */
  componentHref: (name: string) => string;
  /** Show component definitions inline (format pages) or only link them (the component page). */
  expandComponents: boolean;
  /** Link to a common header field (`/docs/.../json/#field-eventId`), for conditions on inherited fields. */
  headFieldHref?(name: string): string;
}

/** Definitions shown once per page; a later use points to the first one when it has at least this many rows. */
const sharedDefinitionMinRows = 4;

interface PendingConstraints {
  section: FieldSection;
  base: string;
  sources: ConstraintSource[];
}

export class FieldTreeBuilder {
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
