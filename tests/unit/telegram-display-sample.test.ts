import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTelegramCatalog } from '../../generators/catalog/telegrams';
import { repoRoot } from '../../generators/data/data-source';
import { createTelegramDisplay } from '../../pages/docs/sample/telegram-display.js';
import { clone } from '../support/json';
import { samplesDir } from '../support/schema-documents';

/**
 * The reference handler (pages/docs/sample/telegram-display.js) fed real converted telegrams, one at a time, with the
 * expected display after every step. Documents come from data/schemas/<schema>/examples and ../shared/samples (a
 * missing samples folder fails here: readFileSync throws). One sequence is derived from a real document and says so.
 */

type Document = Record<string, unknown> & { body: Record<string, unknown> };

const example = (schema: string, name: string): Document =>
  JSON.parse(readFileSync(path.join(repoRoot, 'data/schemas', schema, 'examples', `${name}.json`), 'utf8')) as Document;
const sample = (schema: string, name: string): Document =>
  JSON.parse(readFileSync(path.join(samplesDir, schema, `${name}.json`), 'utf8')) as Document;

// One EEW event (eventId 20250918052203) and one from another earthquake (2018-09-06, 最終報 #26).
const eew = {
  vxse45: example('eew-information', 'vxse45'), // #3, 警報, 5-〜5+
  vxse43: example('eew-information', 'vxse43'), // #3, 警報
  vxse47: example('eew-information', 'vxse47'), // #5, リアルタイム震度
  vxse44: example('eew-information', 'vxse44'), // #7, 最終報
  cancel: example('eew-information', 'vxse43-cancel'), // #4, 取消
  test: example('eew-information', 'vxse42'), // 配信テスト, status 試験
  iburi: sample('eew-information', 'vxse44_rjtd_20180906031016'), // #26, 最終報, 7
};
const tsunami = {
  issued: example('tsunami-information', 'vtse41'), // 2025-10-14 03:30 津波注意報
  info: example('tsunami-information', 'vtse51'), // 03:31
  cancel: example('tsunami-information', 'vtse41-cancel'), // 03:36 取消
  observed: example('tsunami-information', 'vtse51-observation'), // 04:05
  tohoku41: sample('tsunami-information', 'vtse41_jpos_20110311144959'),
  tohoku52: sample('tsunami-information', 'vtse52_jpos_20110311145350'),
  tohoku51: sample('tsunami-information', 'vtse51_jpos_20110311145927'),
  tohoku41b: sample('tsunami-information', 'vtse41_jpos_20110311151200'),
  fukushima51: sample('tsunami-information', 'vtse51_jpos_20151114065529'),
  fukushimaLift: sample('tsunami-information', 'vtse41_jpos_20151114072001'),
  drill52: sample('tsunami-information', 'vtse52_rjtd_20160901071530'),
  drill51: sample('tsunami-information', 'vtse51_rjtd_20160901072000'),
  drillLift: sample('tsunami-information', 'vtse41_rjtd_20160901095500'),
};

/** What a test checks of one EEW event: everything the display shows except lists, which are checked by name. */
function eewSummary(display: ReturnType<typeof createTelegramDisplay>, eventId: string) {
  const event = display.view().eew.find((candidate) => candidate.eventId === eventId);
  if (!event) return undefined;
  return {
    serial: event.serial,
    level: event.level,
    final: event.final,
    cancelled: event.cancelled,
    training: event.training,
    maxIntensity: event.maxIntensity && `${event.maxIntensity.from}~${event.maxIntensity.to}`,
    areas: event.areas.map((area) => `${area.name}${area.warning ? '*' : ''}`),
    warningAreas: event.warningAreas.map((area) => area.name),
  };
}

const categoryCounts = (display: ReturnType<typeof createTelegramDisplay>, eventId: string) => {
  const event = display.view().tsunami.find((candidate) => candidate.eventId === eventId);
  return (
    event && { cancelled: event.cancelled, categories: event.categories.map((c) => `${c.name}:${c.areas.length}`) }
  );
};

const warnedAreas = ['胆振地方中東部*', '日高地方西部*', '石狩地方南部*', '空知地方南部'];
const warningAreas = ['胆振地方中東部', '日高地方西部', '石狩地方南部'];

describe('pages/docs/sample/telegram-display.js: EEW', () => {
  it('names the telegrams by the Control/Title data/telegrams.yaml records for VXSE43, VXSE44 and VXSE45', () => {
    const source = readFileSync(path.join(repoRoot, 'pages/docs/sample/telegram-display.js'), 'utf8');
    const titles = loadTelegramCatalog()
      .telegrams.filter((entry) => entry.dataTypes.some((code) => ['VXSE43', 'VXSE44', 'VXSE45'].includes(code)))
      .flatMap((entry) => entry.controlTitles ?? []);
    expect(titles).toHaveLength(3);
    for (const title of titles) expect(source).toContain(`'${title}'`);
    for (const title of titles) expect(Object.values(eew).map((document) => document.type)).toContain(title);
  });

  it('follows one event in issued order: 予報 → 警報 (same serial) → リアルタイム震度 (not used) → 最終報', () => {
    const display = createTelegramDisplay();
    const id = '20250918052203';
    expect(display.apply(eew.vxse45)).toBe('applied');
    const afterFirst = {
      serial: 3,
      level: 'warning',
      final: false,
      cancelled: false,
      training: false,
      maxIntensity: '5-~5+',
      areas: warnedAreas,
      warningAreas,
    };
    expect(eewSummary(display, id)).toEqual(afterFirst);
    // VXSE43 of the same serial is the same report in another form: the VXSE45 forecast stays.
    expect(display.apply(eew.vxse43)).toBe('applied');
    expect(eewSummary(display, id)).toEqual(afterFirst);
    expect(display.apply(eew.vxse47)).toBe('other');
    expect(eewSummary(display, id)).toEqual(afterFirst);
    expect(display.apply(eew.vxse44)).toBe('applied');
    expect(eewSummary(display, id)).toEqual({ ...afterFirst, serial: 7, final: true });
    expect(display.view().eew[0].magnitude).toBe('6.2');
  });

  it('ignores older reports delivered late and the same report twice (two connections)', () => {
    const display = createTelegramDisplay();
    const id = '20250918052203';
    expect(display.apply(eew.vxse44)).toBe('applied');
    const final = eewSummary(display, id);
    expect(final).toMatchObject({ serial: 7, final: true, level: 'warning', maxIntensity: '5-~5+' });
    expect(display.apply(eew.vxse45)).toBe('stale');
    expect(display.apply(eew.vxse43)).toBe('stale');
    expect(display.apply(eew.vxse44)).toBe('duplicate');
    expect(display.apply(clone(eew.vxse44))).toBe('duplicate');
    expect(eewSummary(display, id)).toEqual(final);
  });

  it('ends the event on 取消, whatever arrives after it, and in either order', () => {
    const id = '20250918052203';
    const cancelled = {
      serial: 4,
      level: 'warning',
      final: true,
      cancelled: true,
      training: false,
      maxIntensity: null,
      areas: [],
      warningAreas: [],
    };
    const inOrder = createTelegramDisplay();
    for (const document of [eew.vxse45, eew.vxse43]) expect(inOrder.apply(document)).toBe('applied');
    expect(inOrder.apply(eew.cancel)).toBe('applied');
    expect(eewSummary(inOrder, id)).toEqual(cancelled);
    expect(inOrder.view().eew[0].text).toBe(eew.cancel.body.text);
    expect(inOrder.apply(eew.vxse44)).toBe('closed');
    expect(inOrder.apply(eew.cancel)).toBe('closed');
    expect(eewSummary(inOrder, id)).toEqual(cancelled);

    const reversed = createTelegramDisplay();
    expect(reversed.apply(eew.cancel)).toBe('applied');
    expect(reversed.apply(eew.vxse45)).toBe('closed');
    expect(eewSummary(reversed, id)).toEqual({ ...cancelled, level: 'forecast' });
  });

  it('shows a lowered intensity as it is (derived: vxse45.json as a later report #4 whose maximum is its third area)', () => {
    // Derived from the real vxse45.json: serial 4, forecastMaxInt taken from its own 石狩地方南部 area (4〜5-),
    // maxIntChange 2 (lowered by 1.0 or more). No real lowered sequence is among the documents here.
    const lowered = clone(eew.vxse45);
    const intensity = lowered.body.intensity as {
      forecastMaxInt: unknown;
      regions: Array<{ forecastMaxInt: unknown }>;
      appendix: Record<string, string>;
    };
    lowered.serialNo = '4';
    intensity.forecastMaxInt = intensity.regions[2].forecastMaxInt;
    intensity.appendix.maxIntChange = '2';
    const display = createTelegramDisplay();
    display.apply(eew.vxse45);
    expect(display.apply(lowered)).toBe('applied');
    expect(eewSummary(display, '20250918052203')).toMatchObject({ serial: 4, maxIntensity: '4~5-' });
  });

  it('keeps two events apart and leaves out test telegrams unless asked, then marks them', () => {
    const display = createTelegramDisplay();
    display.apply(eew.iburi);
    display.apply(eew.vxse45);
    expect(display.view().eew.map((event) => event.eventId)).toEqual(['20250918052203', '20180906030805']);
    expect(eewSummary(display, '20180906030805')).toMatchObject({ serial: 26, final: true, maxIntensity: '7~7' });
    expect(display.apply(eew.test)).toBe('training');
    const withTraining = createTelegramDisplay({ includeTraining: true });
    expect(withTraining.apply(eew.test)).toBe('other'); // 配信テスト carries no forecast
    const drill = clone(eew.vxse45);
    drill.status = '訓練'; // derived: the real report as a training telegram
    expect(display.apply(drill)).toBe('training');
    expect(withTraining.apply(drill)).toBe('applied');
    expect(eewSummary(withTraining, '20250918052203')).toMatchObject({ training: true, level: 'warning' });
  });
});

describe('pages/docs/sample/telegram-display.js: tsunami', () => {
  it('2025-10-14: 津波注意報 → 津波情報 → 取消 → a later 津波情報 lists the areas again', () => {
    const display = createTelegramDisplay();
    const id = '20251014032712';
    const advisory = { cancelled: false, categories: ['津波注意報:3', '津波予報（若干の海面変動）:2'] };
    expect(display.apply(tsunami.issued)).toBe('applied');
    expect(categoryCounts(display, id)).toEqual(advisory);
    expect(display.apply(tsunami.info)).toBe('applied');
    expect(categoryCounts(display, id)).toEqual(advisory);
    expect(display.apply(tsunami.cancel)).toBe('applied');
    expect(categoryCounts(display, id)).toEqual({ cancelled: true, categories: [] });
    expect(display.apply(tsunami.observed)).toBe('applied');
    expect(categoryCounts(display, id)).toEqual(advisory);
  });

  it('ignores reports older than the one shown, and the same report twice', () => {
    const display = createTelegramDisplay();
    const id = '20251014032712';
    expect(display.apply(tsunami.cancel)).toBe('applied');
    expect(display.apply(tsunami.issued)).toBe('stale');
    expect(display.apply(tsunami.info)).toBe('stale');
    expect(display.apply(tsunami.cancel)).toBe('duplicate');
    expect(categoryCounts(display, id)).toEqual({ cancelled: true, categories: [] });
  });

  it('2011-03-11: each 津波警報・注意報・予報 replaces the areas; 沖合の観測 changes none', () => {
    const display = createTelegramDisplay();
    const id = '20110311144640';
    const first = {
      cancelled: false,
      categories: ['大津波警報：発表:3', '津波警報:5', '津波注意報:15', '津波予報（若干の海面変動）:20'],
    };
    expect(display.apply(tsunami.tohoku41)).toBe('applied');
    expect(categoryCounts(display, id)).toEqual(first);
    expect(display.apply(tsunami.tohoku52)).toBe('other');
    expect(categoryCounts(display, id)).toEqual(first);
    expect(display.apply(tsunami.tohoku51)).toBe('applied');
    expect(categoryCounts(display, id)).toEqual({
      cancelled: false,
      categories: [
        '大津波警報：発表:1',
        '大津波警報:3',
        '津波警報:4',
        '津波注意報:15',
        '津波予報（若干の海面変動）:20',
      ],
    });
    expect(display.apply(tsunami.tohoku41b)).toBe('applied');
    expect(categoryCounts(display, id)?.categories).toEqual([
      '大津波警報:4',
      '大津波警報：発表:2',
      '津波警報:7',
      '津波注意報:23',
      '津波予報（若干の海面変動）:15',
    ]);
    expect(display.apply(tsunami.tohoku51)).toBe('duplicate');
  });

  it('2015-11-14: the 解除 report leaves only the lifted areas', () => {
    const display = createTelegramDisplay();
    const id = '20151114055157 20151114061750';
    display.apply(tsunami.fukushima51);
    expect(categoryCounts(display, id)?.categories).toEqual(['津波注意報:3', '津波予報（若干の海面変動）:7']);
    display.apply(tsunami.fukushimaLift);
    expect(categoryCounts(display, id)).toEqual({ cancelled: false, categories: ['津波注意報解除:3'] });
  });

  it('2016-09-01 drill (status 訓練): left out by default, shown as training when asked', () => {
    const display = createTelegramDisplay();
    for (const document of [tsunami.drill52, tsunami.drill51, tsunami.drillLift])
      expect(display.apply(document)).toBe('training');
    expect(display.view().tsunami).toEqual([]);
    const withTraining = createTelegramDisplay({ includeTraining: true });
    for (const document of [tsunami.drill52, tsunami.drill51, tsunami.drillLift]) withTraining.apply(document);
    const [event] = withTraining.view().tsunami;
    expect(event.training).toBe(true);
    expect(event.categories.map((category) => category.name)).toContain('警報解除');
  });
});
