import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../../generators/content/scenarios';
import { createTelegramDisplay } from '../../pages/docs/sample/telegram-display.js';

/**
 * Every EEW and tsunami scenario of data/scenarios/ (the steps the stand-in replays) through the reference handler
 * (pages/docs/sample/telegram-display.js): after every step the display must say what that step's document says
 * (its serial, 最終報, 取消, maximum intensity; its tsunami categories), a step delivered twice changes nothing,
 * and the same steps in reverse order end on the newest report.
 */

type Document = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- documents of two schemas, read field by field

const scenarios = loadScenarios().filter((scenario) => scenario.kind === 'eew' || scenario.kind === 'tsunami');
const forecastTitles = ['緊急地震速報（地震動予報）', '緊急地震速報（予報）', '緊急地震速報（警報）'];
const tsunamiForecastTitles = ['津波警報・注意報・予報a', '津波情報a'];

/** The categories a tsunami report lists, as `name:count` in the report's order. */
function categoriesOf(document: Document): string[] {
  const counts = new Map<string, number>();
  for (const forecast of document.body?.tsunami?.forecasts ?? [])
    counts.set(forecast.kind.name, (counts.get(forecast.kind.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name}:${count}`);
}

describe('data/scenarios through the reference handler', () => {
  it('has EEW and tsunami scenarios to replay', () => {
    expect(scenarios.map((scenario) => scenario.kind)).toEqual(expect.arrayContaining(['eew', 'tsunami']));
  });

  for (const scenario of scenarios) {
    it(`${scenario.id}: shows what each step says, in issued order`, () => {
      const display = createTelegramDisplay({ includeTraining: true });
      let newestSerial = 0;
      let final = false;
      for (const [index, step] of scenario.steps.entries()) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed by tsc (TypeScript 7); typescript-eslint reads the types with TypeScript 6, which does not need it
        const document = step.content as Document;
        const at = `${scenario.id} step ${index + 1} (${step.type})`;
        const outcome = display.apply(document);
        expect(['applied', 'other'], at).toContain(outcome);
        if (scenario.kind === 'eew' && forecastTitles.includes(document.type)) {
          const event = display.view().eew.find((candidate) => candidate.eventId === document.eventId)!;
          const cancelled = document.infoType === '取消';
          const serial = Number(document.serialNo);
          final ||= cancelled || document.body.isLastInfo === true;
          newestSerial = Math.max(newestSerial, serial);
          expect(event.serial, at).toBe(newestSerial);
          expect(event.cancelled, at).toBe(cancelled);
          expect(event.final, at).toBe(final);
          const intensity = document.body.intensity?.forecastMaxInt;
          if (!cancelled && serial === newestSerial && intensity && document.type !== '緊急地震速報（警報）')
            expect(event.maxIntensity, at).toEqual({ from: intensity.from, to: intensity.to });
          if (cancelled) expect(event.maxIntensity, at).toBeNull();
        }
        if (scenario.kind === 'tsunami' && tsunamiForecastTitles.includes(document.type)) {
          const event = display.view().tsunami.find((candidate) => candidate.eventId === document.eventId)!;
          const cancelled = document.infoType === '取消';
          expect(event.cancelled, at).toBe(cancelled);
          expect(
            event.categories.map((category) => `${category.name}:${category.areas.length}`),
            at,
          ).toEqual(cancelled ? [] : categoriesOf(document));
        }
        // The same step again (the second connection, or Telegram List after a reconnection) changes nothing.
        const before = display.view();
        expect(['duplicate', 'closed', 'other'], `${at}, again`).toContain(display.apply(structuredClone(document)));
        expect(display.view(), `${at}, again`).toEqual(before);
      }
    });

    it(`${scenario.id}: in reverse order, ends on the newest report`, () => {
      const display = createTelegramDisplay({ includeTraining: true });
      for (const step of [...scenario.steps].reverse()) display.apply(step.content);
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed by tsc (TypeScript 7); typescript-eslint reads the types with TypeScript 6, which does not need it
      const documents = scenario.steps.map((step) => step.content as Document);
      if (scenario.kind === 'eew') {
        const forecasts = documents.filter((document) => forecastTitles.includes(document.type));
        const [event] = display.view().eew;
        expect(event.serial).toBe(Math.max(...forecasts.map((document) => Number(document.serialNo))));
        expect(event.cancelled).toBe(forecasts.some((document) => document.infoType === '取消'));
      } else {
        const reports = documents.filter((document) => tsunamiForecastTitles.includes(document.type));
        const newest = reports.reduce((a, b) => (Date.parse(b.reportDateTime) >= Date.parse(a.reportDateTime) ? b : a));
        const [event] = display.view().tsunami;
        expect(event.categories.map((category) => `${category.name}:${category.areas.length}`)).toEqual(
          newest.infoType === '取消' ? [] : categoriesOf(newest),
        );
      }
    });
  }
});
