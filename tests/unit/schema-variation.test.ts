import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { SchemaCatalog, SchemaEntry } from '../../generators/schemas/schema-catalog-model';
import { clone, isJsonObject, type Json, type JsonObject } from '../support/json';
import { errorText, loadRepositoryCatalog, readSamples, type CheckedDocument } from '../support/schema-documents';

/**
 * The schemas must accept what real feeds can carry, not only what our few samples happen to show, and
 * still reject what no feed carries. Each case mutates copies of the real samples in ../shared/samples:
 * - variation that must pass: the nullable header fields (provider's header table) null and non-null, the
 *   optional header fields present, `infoType` 遅延, numbers with a sign, several entries where a sample
 *   has one;
 * - invented documents that must fail: an unknown property, a wrong type, a missing required field.
 */

interface Mutation {
  label: string;
  document: JsonObject;
}

let catalog: SchemaCatalog;
let validators: Map<SchemaEntry, ValidateFunction>;
let samples: CheckedDocument[];

beforeAll(async () => {
  ({ catalog, validators } = await loadRepositoryCatalog());
  samples = readSamples(catalog);
}, 120_000);

/** Runs `mutate` on a copy of every sample; returns the labels whose validity differs from `expected`. */
function check(expected: boolean, mutate: (document: JsonObject, sample: CheckedDocument) => Mutation[]): string[] {
  const wrong: string[] = [];
  for (const sample of samples) {
    const validate = validators.get(sample.entry)!;
    for (const { label, document } of mutate(clone(sample.document), sample)) {
      if (validate(document) !== expected)
        wrong.push(
          `${sample.label} (${sample.entry.name}@${sample.entry.version}): ${label}${expected ? `\n${errorText(validate)}` : ''}`,
        );
    }
  }
  return wrong;
}

/** Every value under `body` with its parent and key, depth first. */
function* leaves(
  node: Json,
  path: string,
  parent?: JsonObject | Json[],
  key?: string | number,
): Generator<{ path: string; value: Json; parent?: JsonObject | Json[]; key?: string | number }> {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i += 1) yield* leaves(node[i], `${path}/${i}`, node, i);
  } else if (isJsonObject(node)) {
    for (const [name, child] of Object.entries(node)) yield* leaves(child, `${path}/${name}`, node, name);
  } else {
    yield { path, value: node, parent, key };
  }
}

/** Every array under `node` with its JSON pointer. */
function* arrays(node: Json, path: string): Generator<{ path: string; array: Json[] }> {
  if (Array.isArray(node)) {
    yield { path, array: node };
    for (let i = 0; i < node.length; i += 1) yield* arrays(node[i], `${path}/${i}`);
  } else if (isJsonObject(node)) {
    for (const [name, child] of Object.entries(node)) yield* arrays(child, `${path}/${name}`);
  }
}

const numeric = /^\d+(\.\d+)?$/;

describe('schemas accept real variation (mutated copies of ../shared/samples)', () => {
  it('has samples to mutate', () => {
    expect(samples.length).toBeGreaterThan(0);
  });

  it('the header fields the provider marks nullable may be null, or carry a value', () => {
    const values: Record<string, Json> = {
      eventId: '20260101000000',
      serialNo: '2',
      headline: '見出しの文です。',
      targetDateTime: '2026-01-01T09:00:00+09:00',
    };
    const wrong = check(true, (document) =>
      Object.entries(values).flatMap(([field, value]) => {
        const asNull = { ...clone(document), [field]: null };
        const withValue = { ...clone(document), [field]: document[field] === null ? value : document[field] };
        return [
          { label: `${field}: null`, document: asNull },
          { label: `${field}: ${JSON.stringify(withValue[field])}`, document: withValue },
        ];
      }),
    );
    expectNone(wrong);
  });

  it('the optional header fields targetDateTimeDubious, targetDuration and validDateTime may appear', () => {
    const wrong = check(true, (document) => [
      { label: 'targetDateTimeDubious', document: { ...document, targetDateTimeDubious: '頃' } },
      { label: 'targetDuration', document: { ...document, targetDuration: 'PT24H' } },
      { label: 'validDateTime', document: { ...document, validDateTime: '2026-01-02T09:00:00+09:00' } },
    ]);
    expectNone(wrong);
  });

  it('a published or corrected document may also be delayed (infoType 遅延)', () => {
    const wrong = check(true, (document) =>
      document.infoType === '発表' || document.infoType === '訂正'
        ? [{ label: 'infoType 遅延', document: { ...document, infoType: '遅延' } }]
        : [],
    );
    expectNone(wrong);
  });

  it('numeric values may carry a sign (values with a unit: + and −; other values: −)', () => {
    const wrong = check(true, (document) => {
      const plus = clone(document);
      const minus = clone(document);
      let changed = false;
      for (const target of [plus, minus]) {
        for (const leaf of leaves(target.body, '/body')) {
          if (
            leaf.key !== 'value' ||
            typeof leaf.value !== 'string' ||
            !numeric.test(leaf.value) ||
            !isJsonObject(leaf.parent)
          )
            continue;
          if (target === plus && !('unit' in leaf.parent)) continue;
          leaf.parent.value = `${target === plus ? '+' : '-'}${leaf.value}`;
          changed = true;
        }
      }
      return changed
        ? [
            { label: 'values with a unit signed +', document: plus },
            { label: 'numeric values signed −', document: minus },
          ]
        : [];
    });
    expectNone(wrong);
  });

  it('an array may hold several entries where the sample has one, unless the schema cites a documented count', () => {
    const wrong = check(true, (document, sample) => {
      const validate = validators.get(sample.entry)!;
      const seen = new Set<string>();
      const mutations: Mutation[] = [];
      for (const { path, array } of arrays(document.body, '/body')) {
        const shape = path.replace(/\/\d+/g, '/*');
        if (array.length !== 1 || seen.has(shape)) continue;
        seen.add(shape);
        const doubled = clone(document);
        const target = pointerGet(doubled, path) as Json[];
        target.push(clone(target[0]));
        // A count the provider states (e.g. 「必ず1つ」) is kept in the schema as maxItems with a $comment naming its source.
        // (`if` errors only repeat that a `then` branch failed.)
        if (
          !validate(doubled) &&
          (validate.errors ?? []).filter((error) => error.keyword !== 'if').every(isDocumentedCount)
        )
          continue;
        mutations.push({ label: `${path}: two entries`, document: doubled });
      }
      return mutations;
    });
    expectNone(wrong);
  });

  it('a typhoon forecast whose storm warning area is off the forecast centre: two stormWarning entries, direction.value 南東 (as in VPTW60 of 2017-10-16)', () => {
    const typhoons = samples.filter((sample) => sample.entry.name === 'weather-typhoon');
    expect(typhoons.length, 'real weather-typhoon samples in ../shared/samples').toBeGreaterThan(0);
    let mutated = 0;
    const wrong = check(true, (document, sample) => {
      if (sample.entry.name !== 'weather-typhoon') return [];
      const forecasts = (document.body as JsonObject).forecasts as JsonObject[];
      const index = forecasts.findIndex(
        (forecast) =>
          (
            ((forecast.wind as JsonObject | undefined)?.area as JsonObject | undefined)?.stormWarning as
              Json[] | undefined
          )?.length === 1,
      );
      if (index < 0) return [];
      mutated += 1;
      const offCentre = (keepCondition: boolean): JsonObject => {
        const copy = clone(document);
        const area = ((copy.body as JsonObject).forecasts as JsonObject[])[index].wind as JsonObject;
        const [axis] = (area.area as JsonObject).stormWarning as JsonObject[];
        const sides = [
          { value: '南東', radius: '300' },
          { value: '北西', radius: '220' },
        ].map(({ value, radius }) => {
          const side = clone(axis);
          const direction = side.direction as JsonObject;
          direction.value = value;
          if (!keepCondition) delete direction.condition;
          (side.radius as JsonObject).value = radius;
          return side;
        });
        (area.area as JsonObject).stormWarning = sides;
        return copy;
      };
      return [
        {
          label: `forecasts/${index}: two stormWarning entries, 南東 and 北西, without condition`,
          document: offCentre(false),
        },
        {
          label: `forecasts/${index}: two stormWarning entries, 南東 and 北西, condition kept`,
          document: offCentre(true),
        },
      ];
    });
    expect(mutated, 'weather-typhoon samples with a forecast that has one stormWarning entry').toBeGreaterThan(0);
    expectNone(wrong);
  });
});

describe('schemas reject invented documents (mutated copies of ../shared/samples)', () => {
  it('an unknown property at the top, in body, and in the first object of every array in body', () => {
    const wrong = check(false, (document) => {
      const mutations: Mutation[] = [
        { label: 'unknown top-level property', document: { ...clone(document), unknownProperty: 1 } },
      ];
      const inBody = clone(document);
      if (isJsonObject(inBody.body)) {
        inBody.body.unknownProperty = 1;
        mutations.push({ label: 'unknown property in body', document: inBody });
      }
      const seen = new Set<string>();
      for (const { path, array } of arrays(document.body, '/body')) {
        // One mutation per array of the format (not per station of an intensity list).
        const shape = path.replace(/\/\d+/g, '/*');
        if (!isJsonObject(array[0]) || seen.has(shape)) continue;
        seen.add(shape);
        const copy = clone(document);
        ((pointerGet(copy, path) as Json[])[0] as JsonObject).unknownProperty = 1;
        mutations.push({ label: `unknown property in ${path}/0`, document: copy });
      }
      return mutations;
    });
    expectNone(wrong);
  });

  it('a wrong type: a number where the header has a string, a string where body has an object, an object where body has a string', () => {
    const wrong = check(false, (document) => {
      const mutations: Mutation[] = [
        { label: 'title as a number', document: { ...clone(document), title: 1 } },
        { label: 'reportDateTime as a number', document: { ...clone(document), reportDateTime: 20260101 } },
        { label: 'publishingOffice as a string', document: { ...clone(document), publishingOffice: '気象庁' } },
        { label: 'body as a string', document: { ...clone(document), body: '本文' } },
      ];
      const firstString = [...leaves(document.body, '/body')].find((leaf) => typeof leaf.value === 'string');
      if (firstString) {
        const copy = clone(document);
        setAt(copy, firstString.path, { text: firstString.value });
        mutations.push({ label: `${firstString.path} as an object`, document: copy });
      }
      return mutations;
    });
    expectNone(wrong);
  });

  it('a missing required header field', () => {
    const wrong = check(false, (document) =>
      [
        '_originalId',
        '_schema',
        'type',
        'title',
        'status',
        'infoType',
        'editorialOffice',
        'publishingOffice',
        'pressDateTime',
        'reportDateTime',
        'infoKind',
        'infoKindVersion',
        'body',
      ].map((field) => {
        const copy = clone(document);
        delete copy[field];
        return { label: `without ${field}`, document: copy };
      }),
    );
    expectNone(wrong);
  });
});

// ------------------------------------------------------------------ helpers

/** A `maxItems` error from a schema node that names the source of its count in `$comment`. */
function isDocumentedCount(error: ErrorObject): boolean {
  const node = error.parentSchema as { $comment?: unknown } | undefined;
  return error.keyword === 'maxItems' && typeof node?.$comment === 'string' && node.$comment.trim() !== '';
}

/** Fails with the number of wrong verdicts and the first of them spelled out. */
function expectNone(wrong: string[]): void {
  expect(wrong.length, `${wrong.length} wrong verdicts:\n${wrong.slice(0, 40).join('\n')}`).toBe(0);
}

function pointerParts(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function pointerGet(root: Json, pointer: string): Json {
  let node: Json = root;
  for (const part of pointerParts(pointer))
    node = Array.isArray(node) ? node[Number(part)] : (node as JsonObject)[part];
  return node;
}

function setAt(root: JsonObject, pointer: string, value: Json): void {
  const parts = pointerParts(pointer);
  const last = parts.pop()!;
  const parent = pointerGet(root, parts.length ? `/${parts.join('/')}` : '');
  if (Array.isArray(parent)) parent[Number(last)] = value;
  else (parent as JsonObject)[last] = value;
}
