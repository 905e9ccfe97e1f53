import { describe, expect, it } from 'vitest';
import { dataCache, invalidateDataCaches } from '../../generators/data/data-cache';

/** A cache over a counter, so a test sees how many times it computed. */
function counted<T>(value: () => T, reads?: string[]) {
  let computed = 0;
  const get = dataCache(() => {
    computed += 1;
    return value();
  }, reads);
  return { get, computed: () => computed };
}

describe('dataCache (what the dev server forgets when data/ changes)', () => {
  it('computes once, and again only after a change to a file it reads', () => {
    const api = counted(() => 'api', ['data/api/']);
    expect(api.get()).toBe('api');
    api.get();
    expect(api.computed()).toBe(1);
    invalidateDataCaches(['data/telegrams.yaml']);
    api.get();
    expect(api.computed()).toBe(1);
    invalidateDataCaches(['data/api/v2/telegram.list.yaml']);
    api.get();
    expect(api.computed()).toBe(2);
  });

  it('a change under data/meta/, or a change of unknown files, reaches every cache', () => {
    const api = counted(() => 'api', ['data/api/']);
    api.get();
    invalidateDataCaches(['data/meta/api-endpoint.schema.json']);
    api.get();
    expect(api.computed()).toBe(2);
    invalidateDataCaches();
    api.get();
    expect(api.computed()).toBe(3);
  });

  it('a cache without reads follows any file under data/', () => {
    const model = counted(() => 'model');
    model.get();
    invalidateDataCaches(['data/price.yaml']);
    model.get();
    expect(model.computed()).toBe(2);
  });

  it('a cache built on another computes again when that one did, and only then', () => {
    let title = 'first';
    const telegrams = counted(() => title, ['data/telegrams.yaml']);
    const timeline = counted(() => `timeline of ${telegrams.get()}`, []);
    expect(timeline.get()).toBe('timeline of first');
    invalidateDataCaches(['data/jmafile.yaml']);
    timeline.get();
    expect(timeline.computed()).toBe(1);
    title = 'second';
    invalidateDataCaches(['data/telegrams.yaml']);
    expect(timeline.get()).toBe('timeline of second');
    expect(telegrams.computed()).toBe(2);
    expect(timeline.computed()).toBe(2);
  });

  it('does not keep a computation that threw: the fixed file is read on the next use', () => {
    let broken = true;
    const catalog = counted(() => {
      if (broken) throw new Error('bad data');
      return 'catalog';
    }, ['data/telegrams.yaml']);
    expect(() => catalog.get()).toThrow('bad data');
    broken = false;
    expect(catalog.get()).toBe('catalog');
  });

  it("is dropped by the dev server's check of changed files (live-data-check.ts, run in the module runner)", async () => {
    const api = counted(() => 'api', ['data/api/']);
    const telegrams = counted(() => 'telegrams', ['data/telegrams.yaml']);
    api.get();
    telegrams.get();
    // The live data plugin holds no cache: it calls this in the copy of the build code the pages' hooks use.
    const { checkChangedData } = await import('../../generators/site/live-data-check');
    expect((await checkChangedData(['data/api/v1/contract.list.yaml'])).issues).toEqual([]);
    api.get();
    telegrams.get();
    expect(api.computed()).toBe(2);
    expect(telegrams.computed()).toBe(1);
  });
});
