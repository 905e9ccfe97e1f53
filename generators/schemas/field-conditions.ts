import { splitRef } from '../data/json-pointer';
import { isSchemaObject, type JsonValue, type Located, type SchemaDocument, type SchemaNode } from './schema-node';
import {
  valueText,
  type ClauseLine,
  type ConstraintBlock,
  type Inline,
  type InlinePart,
  type RefTarget,
} from '../../isomorphic/schema-views';

export { valueText };
export type { ConstraintBlock, Inline, RefTarget };

/**
 * Turns the conditional parts of a JSON conversion schema (`if`/`then`/`else`, `not`, `anyOf`/`oneOf` that pin
 * sibling values, `contains`, `dependentRequired`, `minProperties`) into short Japanese statements for the
 * reference pages. The statements are data (`Inline` parts); the page components render them.
 */

/** One condition source found while merging a schema node; `origin` names the definition it was written in. */
export type ConstraintSource = (
  | { kind: 'when'; if: Located; then?: Located; else?: Located }
  | { kind: 'not'; not: Located }
  | { kind: 'alternatives'; keyword: 'anyOf' | 'oneOf'; options: Located[] }
  | { kind: 'contains'; contains: Located; min: number; max?: number }
  | { kind: 'dependentRequired'; map: Record<string, string[]> }
  | { kind: 'minProperties'; count: number }
) & { origin?: string };

/** Resolves places and definitions to links; supplied by the field tree once every section exists. */
export interface Linker {
  /** Display path (relative to the section) and anchor of `rel` below `base` (a path key). */
  field(base: string, rel: string[]): { display: string; href?: string };
  shape(target: RefTarget): string | undefined;
  /** Whether the field at `rel` below `base` is required wherever its parent object is (its row says 必須). */
  required?(base: string, rel: string[]): boolean;
}

// ------------------------------------------------------------------ clauses

type Predicate =
  | { kind: 'present' }
  /** Present whenever the object at `parent` (a path relative to the same base) is: a field required inside an optional object. */
  | { kind: 'presentWith'; parent: string[] }
  | { kind: 'absent' }
  | { kind: 'const'; value: JsonValue }
  | { kind: 'enum'; values: JsonValue[] }
  | { kind: 'notConst'; value: JsonValue }
  | { kind: 'notEnum'; values: JsonValue[] }
  | { kind: 'type'; types: string[] }
  | { kind: 'pattern'; pattern: string }
  | { kind: 'shape'; target: RefTarget }
  | { kind: 'minItems'; count: number }
  | { kind: 'maxItems'; count: number }
  | { kind: 'either'; alternatives: Clause[][] }
  | { kind: 'contains'; clauses: Clause[]; min: number; max?: number }
  | { kind: 'not'; clauses: Clause[] }
  | { kind: 'minProperties'; count: number }
  | { kind: 'requires'; names: string[] }
  | { kind: 'when'; condition: Clause[]; then: Clause[]; otherwise: Clause[] };

interface Clause {
  rel: string[];
  pred: Predicate;
}

/** `../components.schema.json#/$defs/X` → component X; `#/$defs/X` → local X. */
export function refTargetOf(ref: string, doc: SchemaDocument): RefTarget {
  const { file, pointer, tokens } = splitRef(ref);
  const scope =
    file === ''
      ? doc.key === 'components'
        ? 'component'
        : 'local'
      : file.endsWith('components.schema.json')
        ? 'component'
        : 'local';
  const named = tokens.length === 2 && tokens[0] === '$defs';
  return { scope, name: named ? tokens[1] : pointer };
}

function flatten(node: SchemaNode | undefined, rel: string[], doc: SchemaDocument): Clause[] {
  if (node === undefined || node === true) return [];
  if (node === false) return [{ rel, pred: { kind: 'absent' } }];
  const clauses: Clause[] = [];
  if (typeof node.$ref === 'string')
    clauses.push({ rel, pred: { kind: 'shape', target: refTargetOf(node.$ref, doc) } });
  const structural = isSchemaObject(node.properties) || node.items !== undefined;
  const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? (node.type as string[]) : [];
  const shownTypes = types.filter(
    (type) => !(structural && (type === 'object' || type === 'array')) && type !== 'object' && type !== 'array',
  );
  if (shownTypes.length > 0 && node.const === undefined && node.enum === undefined)
    clauses.push({ rel, pred: { kind: 'type', types: shownTypes } });
  if (node.const !== undefined) clauses.push({ rel, pred: { kind: 'const', value: node.const as JsonValue } });
  if (Array.isArray(node.enum)) clauses.push({ rel, pred: { kind: 'enum', values: node.enum as JsonValue[] } });
  if (typeof node.pattern === 'string') clauses.push({ rel, pred: { kind: 'pattern', pattern: node.pattern } });
  if (typeof node.minItems === 'number' && node.minItems > 0)
    clauses.push({ rel, pred: { kind: 'minItems', count: node.minItems } });
  if (typeof node.maxItems === 'number') clauses.push({ rel, pred: { kind: 'maxItems', count: node.maxItems } });
  if (typeof node.minProperties === 'number')
    clauses.push({ rel, pred: { kind: 'minProperties', count: node.minProperties } });
  if (isSchemaObject(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (child === true) continue;
      clauses.push(...flatten(child as SchemaNode, [...rel, name], doc));
    }
  }
  if (Array.isArray(node.required))
    for (const name of node.required as string[]) clauses.push({ rel: [...rel, name], pred: { kind: 'present' } });
  if (isSchemaObject(node.dependentRequired)) {
    for (const [name, needed] of Object.entries(node.dependentRequired))
      clauses.push({ rel: [...rel, name], pred: { kind: 'requires', names: needed as string[] } });
  }
  if (node.items !== undefined && node.items !== false)
    clauses.push(...flatten(node.items as SchemaNode, [...rel, '[]'], doc));
  if (Array.isArray(node.prefixItems))
    node.prefixItems.forEach((item, index) =>
      clauses.push(...flatten(item as SchemaNode, [...rel, `[${index}]`], doc)),
    );
  if (node.contains !== undefined) {
    clauses.push({
      rel,
      pred: {
        kind: 'contains',
        clauses: flatten(node.contains as SchemaNode, [], doc),
        min: typeof node.minContains === 'number' ? node.minContains : 1,
        max: typeof node.maxContains === 'number' ? node.maxContains : undefined,
      },
    });
  }
  if (Array.isArray(node.allOf))
    for (const member of node.allOf) clauses.push(...flatten(member as SchemaNode, rel, doc));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = node[keyword];
    if (Array.isArray(options)) {
      clauses.push({
        rel,
        pred: { kind: 'either', alternatives: options.map((option) => flatten(option as SchemaNode, [], doc)) },
      });
    }
  }
  if (node.not !== undefined) clauses.push(...negate(node.not as SchemaNode, rel, doc));
  if (node.if !== undefined) {
    clauses.push({
      rel,
      pred: {
        kind: 'when',
        condition: flatten(node.if as SchemaNode, [], doc),
        then: flatten(node.then as SchemaNode | undefined, [], doc),
        otherwise: flatten(node.else as SchemaNode | undefined, [], doc),
      },
    });
  }
  return clauses;
}

/** `not`: "x is present" (alone or in an anyOf) becomes "x is absent", a value becomes "anything but"; else a negated block. */
function negate(node: SchemaNode, rel: string[], doc: SchemaDocument): Clause[] {
  if (node === false) return [];
  if (node === true) return [{ rel, pred: { kind: 'absent' } }];
  if (node.const !== undefined && Object.keys(node).every((key) => ['const', 'type', 'description'].includes(key))) {
    return [{ rel, pred: { kind: 'notConst', value: node.const as JsonValue } }];
  }
  if (Array.isArray(node.enum) && Object.keys(node).every((key) => ['enum', 'type', 'description'].includes(key))) {
    return [{ rel, pred: { kind: 'notEnum', values: node.enum as JsonValue[] } }];
  }
  const options = Array.isArray(node.anyOf) && Object.keys(node).length === 1 ? (node.anyOf as SchemaNode[]) : [node];
  const flattened = options.map((option) => flatten(option, rel, doc));
  const presences = flattened.map((clauses) => clauses.filter((clause) => clause.pred.kind === 'present'));
  if (
    flattened.every(
      (clauses, index) =>
        clauses.length > 0 &&
        presences[index].length === 1 &&
        clauses.every((clause) => clause.pred.kind === 'present'),
    )
  ) {
    return presences.map(([clause]) => ({ rel: clause.rel, pred: { kind: 'absent' } }));
  }
  return [{ rel, pred: { kind: 'not', clauses: flatten(node, [], doc) } }];
}

// ------------------------------------------------------------------ wording

const typeNames: Record<string, string> = {
  string: '文字列',
  number: '数値',
  integer: '整数',
  boolean: '真偽値',
  object: 'オブジェクト',
  array: '配列',
};

function codes(values: JsonValue[]): Inline {
  return values.flatMap((value, index): Inline =>
    index === 0 ? [{ code: valueText(value) }] : ['・', { code: valueText(value) }],
  );
}

function typeWords(types: string[]): Inline {
  return types.flatMap((type, index): Inline => {
    const word: InlinePart = type === 'null' ? { code: 'null' } : (typeNames[type] ?? type);
    return index === 0 ? [word] : ['または', word];
  });
}

function join(parts: Inline[], separator: string): Inline {
  return parts.flatMap((part, index) => (index === 0 ? part : [separator, ...part]));
}

interface Wording {
  linker: Linker;
  base: string;
}

/** The value alone (no subject): `X`, `A`・`B` のいずれか, `X` 以外, `null`, `Foo` の形 …; `place` is where it applies. */
function valuePhrase(pred: Predicate, wording: Wording, place: string[]): Inline {
  switch (pred.kind) {
    case 'const':
      return [{ code: valueText(pred.value) }];
    case 'enum':
      return pred.values.length === 1 ? codes(pred.values) : [...codes(pred.values), ' のいずれか'];
    case 'notConst':
      return [{ code: valueText(pred.value) }, ' 以外'];
    case 'notEnum':
      return [...codes(pred.values), ' 以外'];
    case 'type':
      return typeWords(pred.types);
    case 'pattern':
      return ['パターン ', { code: pred.pattern }, ' に合う文字列'];
    case 'shape':
      return [{ code: pred.target.name, href: wording.linker.shape(pred.target) }, ' の形'];
    case 'minItems':
      return [`${pred.count} 件以上`];
    case 'maxItems':
      return pred.count === 0 ? ['空'] : [`${pred.count} 件以下`];
    case 'either':
      return join(
        pred.alternatives.map((alternative) => conditionText(alternative, wording, place, true)),
        '、または ',
      );
    case 'present':
    case 'presentWith':
      return ['あり'];
    case 'absent':
      return ['なし'];
    case 'contains':
      return ['「', ...conditionText(pred.clauses, wording, [...place, '[]'], true), '」の要素を含む配列'];
    case 'not':
      return ['「', ...conditionText(pred.clauses, wording, place, true), '」ではない値'];
    case 'minProperties':
      return [`${pred.count} 個以上のフィールドを持つオブジェクト`];
    case 'requires':
      return [...codes(pred.names), ' と同時に現れる'];
    case 'when':
      return ['「', ...whenText(conditionText(pred.condition, wording, place, true)), '」の条件付き'];
  }
}

function groupByPath(clauses: Clause[]): Array<{ rel: string[]; preds: Predicate[] }> {
  const groups = new Map<string, { rel: string[]; preds: Predicate[] }>();
  for (const clause of clauses) {
    const key = clause.rel.join('\u0000');
    const group = groups.get(key) ?? { rel: clause.rel, preds: [] };
    group.preds.push(clause.pred);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * "`type` が `震度速報`、かつ `infoType` が `取消` 以外" (without the closing とき). Clause paths are relative to
 * `prefix`; in a nested phrase (`nested`) the place itself is the subject already named, so it is not repeated.
 */
function conditionText(clauses: Clause[], wording: Wording, prefix: string[], nested = false): Inline {
  const phrases = groupByPath(clauses).map(({ rel, preds }): Inline => {
    const shown = preds.length > 1 ? preds.filter((pred) => pred.kind !== 'present') : preds;
    const place = [...prefix, ...rel];
    const named = nested && rel.length === 0 ? undefined : subjectCode(place, wording);
    const subject: Inline = named && named.code !== '' ? [named, ' '] : [];
    return join(
      shown.map((pred, index): Inline => {
        // The subject is named once per place: "`value` が文字列、`0`・`700` 以外".
        const named = index === 0 ? subject : [];
        if (pred.kind === 'present') return [...named, 'がある'];
        if (pred.kind === 'absent') return [...named, 'がない'];
        const value = valuePhrase(pred, wording, place);
        return named.length === 0 ? value : [...named, 'が ', ...value];
      }),
      '、',
    );
  });
  return join(phrases, '、かつ ');
}

function subjectCode(place: string[], wording: Wording): { code: string; href?: string } {
  const { display, href } = wording.linker.field(wording.base, place);
  return { code: display, href };
}

function countWords(min: number, max?: number): string {
  if (max === undefined) return `${min} 個以上`;
  if (min === max) return `ちょうど ${min} 個`;
  return `${min}〜${max} 個`;
}

/**
 * What a statement says about its place, as a list item's short phrase (plain form or noun phrase, no です・ます,
 * like a specification's list): 必ず現れる, 現れない, 値は `X` …
 */
function effectText(pred: Predicate, wording: Wording, place: string[]): Inline {
  switch (pred.kind) {
    case 'present':
      return ['必ず現れる'];
    case 'presentWith':
      return [subjectCode(pred.parent, wording), ' があるとき必ず現れる'];
    case 'absent':
      return ['現れない'];
    case 'minItems':
      return [`${pred.count} 件以上`];
    case 'maxItems':
      return pred.count === 0 ? ['空の配列'] : [`${pred.count} 件以下`];
    case 'contains':
      return [
        '「',
        ...conditionText(pred.clauses, wording, [...place, '[]'], true),
        '」に当てはまる要素を',
        countWords(pred.min, pred.max),
        '含む',
      ];
    case 'not':
      return ['「', ...conditionText(pred.clauses, wording, place, true), '」には当てはまらない'];
    case 'minProperties':
      return [`少なくとも ${pred.count} 個のフィールドを持つ`];
    case 'requires':
      return ['これがあるときは ', ...codes(pred.names), ' も現れる'];
    case 'when':
      return [
        '「',
        ...whenText(conditionText(pred.condition, wording, place, true)),
        '」は ',
        ...join(
          groupByPath(withPresenceConditions(pred.then, wording, place)).map(({ rel, preds }) => [
            subjectCode([...place, ...rel], wording),
            ': ',
            ...join(
              preds.map((p) => effectText(p, wording, [...place, ...rel])),
              '。',
            ),
          ]),
          '、',
        ),
      ];
    case 'shape':
      return valuePhrase(pred, wording, place);
    default:
      return ['値は ', ...valuePhrase(pred, wording, place)];
  }
}

/**
 * A `required` inside a nested object holds only where that object is there: `then: {properties: {body: {properties:
 * {intensity: {required: [forecastMaxInt]}}}}}` says nothing about `body.intensity` itself. Such a presence becomes
 * `presentWith` its nearest enclosing object that the same clauses do not make present (none of them: it stays
 * `present`); `prefix` is the place the clause paths are relative to, whose own presence is not in question.
 */
function withPresenceConditions(clauses: Clause[], wording: Wording, prefix: string[] = []): Clause[] {
  const present = new Set(
    clauses.filter((clause) => clause.pred.kind === 'present').map((clause) => clause.rel.join('\u0000')),
  );
  return clauses.map((clause) => {
    if (clause.pred.kind !== 'present') return clause;
    for (let length = clause.rel.length - 1; length > 0; length -= 1) {
      const parent = clause.rel.slice(0, length);
      if (parent[parent.length - 1].startsWith('[')) continue;
      if (present.has(parent.join('\u0000'))) continue;
      if (wording.linker.required?.(wording.base, [...prefix, ...parent])) continue;
      return { rel: clause.rel, pred: { kind: 'presentWith', parent: [...prefix, ...parent] } };
    }
    return clause;
  });
}

function clauseLines(clauses: Clause[], wording: Wording): ClauseLine[] {
  return groupByPath(withPresenceConditions(clauses, wording)).map(({ rel, preds }) => {
    const { display, href } = wording.linker.field(wording.base, rel);
    const shown =
      preds.some((pred) => pred.kind === 'const' || pred.kind === 'enum') && preds.some((pred) => pred.kind === 'type')
        ? preds.filter((pred) => pred.kind !== 'type')
        : preds;
    return {
      path: display,
      href,
      text: join(
        shown.map((pred) => effectText(pred, wording, rel)),
        '。',
      ),
    };
  });
}

// ------------------------------------------------------------------ blocks

/** Property name → const value, when an alternative only pins sibling values (`{code: {const}, name: {const}}`). */
function pinnedValues(option: Located): Map<string, JsonValue> | null {
  const { node } = option;
  if (!isSchemaObject(node) || !isSchemaObject(node.properties)) return null;
  if (Object.keys(node).some((key) => !['type', 'properties'].includes(key))) return null;
  const pinned = new Map<string, JsonValue>();
  for (const [name, child] of Object.entries(node.properties)) {
    if (
      !isSchemaObject(child) ||
      child.const === undefined ||
      Object.keys(child).some((key) => !['const', 'type'].includes(key))
    )
      return null;
    pinned.set(name, child.const as JsonValue);
  }
  return pinned;
}

function combinationsBlock(
  source: Extract<ConstraintSource, { kind: 'alternatives' }>,
  wording: Wording,
): ConstraintBlock | null {
  const pinned = source.options.map(pinnedValues);
  if (pinned.some((values) => values === null)) return null;
  const names = [...new Set(pinned.flatMap((values) => [...values!.keys()]))];
  return {
    kind: 'combinations',
    keyword: source.keyword,
    columns: names.map((name) => ({ name, href: wording.linker.field(wording.base, [name]).href })),
    rows: pinned.map((values) => names.map((name) => (values!.has(name) ? values!.get(name)! : null))),
  };
}

/** The displayable block of one condition source found on the object at path key `base`. */
export function describeConstraint(source: ConstraintSource, base: string, linker: Linker): ConstraintBlock {
  const wording: Wording = { linker, base };
  switch (source.kind) {
    case 'when': {
      const condition = flatten(source.if.node, [], source.if.doc);
      return {
        kind: 'when',
        condition: whenText(conditionText(condition, wording, [])),
        then: source.then ? clauseLines(flatten(source.then.node, [], source.then.doc), wording) : [],
        otherwise: source.else ? clauseLines(flatten(source.else.node, [], source.else.doc), wording) : [],
      };
    }
    case 'not':
      return { kind: 'rules', lines: clauseLines(negate(source.not.node, [], source.not.doc), wording) };
    case 'alternatives':
      return (
        combinationsBlock(source, wording) ?? {
          kind: 'alternatives',
          keyword: source.keyword,
          options: source.options.map((option) => clauseLines(flatten(option.node, [], option.doc), wording)),
        }
      );
    case 'contains':
      return {
        kind: 'rules',
        lines: clauseLines(
          [
            {
              rel: [],
              pred: {
                kind: 'contains',
                clauses: flatten(source.contains.node, [], source.contains.doc),
                min: source.min,
                max: source.max,
              },
            },
          ],
          wording,
        ),
      };
    case 'dependentRequired':
      return {
        kind: 'rules',
        lines: clauseLines(
          Object.entries(source.map).map(([name, names]) => ({ rel: [name], pred: { kind: 'requires', names } })),
          wording,
        ),
      };
    case 'minProperties':
      return {
        kind: 'rules',
        lines: clauseLines([{ rel: [], pred: { kind: 'minProperties', count: source.count } }], wording),
      };
  }
}

/** `if X is a then Y is b` (no else): one row of a code ↔ name table. */
function pinnedPair(
  source: ConstraintSource,
): { from: string[]; to: string[]; values: [JsonValue, JsonValue]; origin?: string } | null {
  if (source.kind !== 'when' || !source.then || source.else) return null;
  const single = (clauses: Clause[]) => {
    const values = clauses.filter((clause) => clause.pred.kind === 'const');
    const others = clauses.filter((clause) => clause.pred.kind !== 'const' && clause.pred.kind !== 'present');
    return values.length === 1 && others.length === 0 ? values[0] : null;
  };
  const condition = single(flatten(source.if.node, [], source.if.doc));
  const effect = single(flatten(source.then.node, [], source.then.doc));
  if (!condition || !effect || condition.pred.kind !== 'const' || effect.pred.kind !== 'const') return null;
  return {
    from: condition.rel,
    to: effect.rel,
    values: [condition.pred.value, effect.pred.value],
    origin: source.origin,
  };
}

/** Every condition source of one object; runs of 3 or more `if X = a then Y = b` become one table. */
export function describeConstraints(sources: ConstraintSource[], base: string, linker: Linker): ConstraintBlock[] {
  const blocks: ConstraintBlock[] = [];
  for (let index = 0; index < sources.length;) {
    const first = pinnedPair(sources[index]);
    let end = index + 1;
    if (first) {
      while (end < sources.length) {
        const next = pinnedPair(sources[end]);
        if (!next || next.from.join('.') !== first.from.join('.') || next.to.join('.') !== first.to.join('.')) break;
        end++;
      }
    }
    if (first && end - index >= 3) {
      const pairs = sources.slice(index, end).map((source) => pinnedPair(source)!);
      blocks.push({
        kind: 'pairs',
        origin: first.origin,
        columns: [first.from, first.to].map((rel) => {
          const { display, href } = linker.field(base, rel);
          return { name: display, href };
        }),
        rows: pairs.map((pair) => pair.values),
      });
      index = end;
    } else {
      blocks.push({ ...describeConstraint(sources[index], base, linker), origin: sources[index].origin });
      index++;
    }
  }
  return blocks;
}

/** Appends とき, with の after a value ("`取消` のとき") but not after a verb ("`condition` があるとき"). */
function whenText(condition: Inline): Inline {
  const last = condition[condition.length - 1];
  if (typeof last !== 'string') return [...condition, ' のとき'];
  return [...condition, /(ある|ない)$/.test(last) ? 'とき' : 'のとき'];
}

/** Plain text of an Inline (tests, meta descriptions). */
export function inlineText(parts: Inline): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.code)).join('');
}
