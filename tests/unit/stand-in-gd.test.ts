import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadScenarios } from '../../generators/content/scenarios';
import { loadPriceList } from '../../generators/content/price';
import { loadStandInInfo, type StandInCatalogs } from '../../generators/content/stand-in';
import { repoRoot } from '../../generators/data/data-source';
import { standInContract } from '../../generators/stand-in/contract-data';
import { scenarioTelegrams } from '../../generators/stand-in/replay';
import { noteHeader } from '../../generators/stand-in/rest';
import { startStandIn, type StandIn, type Telegram } from '../../generators/stand-in/server';
import { brokenCopies, catchDataError, lineColumnOf, locationOf } from '../support/data-error';
import { eventSummaryProblems } from '../support/event-summary';
import { samplesDir } from '../support/schema-documents';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/**
 * The GD endpoints and Contract List of the stand-in answer from what it did, not from the reference's example:
 * after a scenario is replayed, GD Earthquake List/Event and GD EEW List/Event show its events with the values of the
 * documents it sent (read here from the documents, independently of the stand-in's code), filtered and paged as the
 * parameters say; Contract List shows the plans of data/stand-in.yaml at the prices of data/price.yaml. A request
 * for raw (XML) telegrams is answered with a note. Every answer passed the documented response schema on its way out
 * (the stand-in refuses to send one that does not: a 500 and a violation).
 */

type JsonObject = Record<string, unknown>;
const apiKey = 'gd-test-key';
const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
const scenarios = loadScenarios();
const scenario = (id: string) => scenarios.find((entry) => entry.id === id)!;

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function start(): Promise<StandIn> {
  standIn = await startStandIn({ contract: standInContract(), apiKey, servers: 1 });
  return standIn;
}

async function get(running: StandIn, pathAndQuery: string): Promise<{ status: number; body: JsonObject }> {
  const response = await fetch(`${running.apiBase}${pathAndQuery}`, { headers: { authorization } });
  return { status: response.status, body: (await response.json()) as JsonObject };
}

async function ok(running: StandIn, pathAndQuery: string): Promise<JsonObject> {
  const { status, body } = await get(running, pathAndQuery);
  expect(status, `${pathAndQuery}: ${JSON.stringify(body)} ${JSON.stringify(running.violations)}`).toBe(200);
  return body;
}

/** Delivers the first `count` steps of a scenario (all by default) and returns their telegrams. */
function replay(running: StandIn, id: string, count?: number, test = false): Telegram[] {
  const telegrams = scenarioTelegrams(running, scenario(id), test).slice(0, count);
  for (const telegram of telegrams) running.deliver(telegram);
  return telegrams;
}

const documentOf = (telegram: Telegram) => JSON.parse(telegram.text) as JsonObject;
const items = (body: JsonObject) => body.items as JsonObject[];

describe('GD Earthquake List and Event v2 after a replay', () => {
  it('list the replayed earthquake with the values of its documents, and its telegrams newest first', async () => {
    const running = await start();
    expect(items(await ok(running, '/gd/earthquake'))).toEqual([]);
    const telegrams = replay(running, 'earthquake');
    const documents = telegrams.map(documentOf);
    const listed = items(await ok(running, '/gd/earthquake'));
    expect(listed).toHaveLength(1);
    expect(eventSummaryProblems('list', listed[0], documents)).toEqual([]);
    expect(listed[0]).toMatchObject({ type: 'normal', eventId: '20250918052200' });
    const { event } = (await ok(running, '/gd/earthquake/20250918052200')) as { event: JsonObject };
    expect(eventSummaryProblems('event', event, documents)).toEqual([]);
    expect(event.id).toBe(listed[0].id);
    const sent = event.telegrams as Array<{ id: string; url: string; head: JsonObject; classification: string }>;
    expect(sent.map((telegram) => telegram.id)).toEqual(telegrams.map((telegram) => telegram.message.id).reverse());
    expect(sent.map((telegram) => telegram.head.type)).toEqual(['VXSE62', 'VXSE53', 'VXSE52', 'VXSE51']);
    // Each telegram's url is Telegram Data on the stand-in, which answers with the document sent.
    const body = await (await fetch(sent[1].url, { headers: { authorization } })).text();
    expect(body).toBe(telegrams[2].text);
    expect(running.violations).toEqual([]);
  });

  it('follow the replay: no event before the hypocentre, then each report’s latest values', async () => {
    const running = await start();
    const telegrams = replay(running, 'earthquake', 1);
    // A 震度速報 alone gives no arrivalTime, which the schema requires.
    expect(items(await ok(running, '/gd/earthquake'))).toEqual([]);
    expect((await get(running, '/gd/earthquake/20250918052200')).status).toBe(404);
    telegrams.push(...replay(running, 'earthquake', 2).slice(1));
    const [listed] = items(await ok(running, '/gd/earthquake'));
    expect(eventSummaryProblems('after VXSE52', listed, telegrams.map(documentOf))).toEqual([]);
    expect(listed.maxLgInt).toBeUndefined();
    expect(running.violations).toEqual([]);
  });

  it('filter by hypocenter, maxInt and date, and page with nextToken and nextPooling', async () => {
    const running = await start();
    // Another real event first (2021-02-13, ../shared/samples), then the scenario's.
    for (const file of ['vxse51_rjtd_20210213230936', 'vxse53_rjtd_20210213231800'])
      running.deliver(running.telegram(path.join(samplesDir, 'earthquake-information', `${file}.json`)));
    replay(running, 'earthquake');
    const eventIds = async (query: string) =>
      items(await ok(running, `/gd/earthquake?${query}`)).map((item) => item.eventId);
    expect(await eventIds('')).toEqual(['20250918052200', '20210213230800']);
    expect(await eventIds('hypocenter=146')).toEqual(['20250918052200']);
    expect(await eventIds('hypocenter=301')).toEqual([]);
    expect(await eventIds('maxInt=6-')).toEqual(['20210213230800']);
    expect(await eventIds('maxInt=5-')).toEqual(['20250918052200', '20210213230800']);
    expect(await eventIds('date=2025-09-18')).toEqual(['20250918052200']);
    const first = await ok(running, '/gd/earthquake?limit=1');
    expect(items(first).map((item) => item.eventId)).toEqual(['20250918052200']);
    const second = await ok(running, `/gd/earthquake?limit=1&cursorToken=${String(first.nextToken)}`);
    expect(items(second).map((item) => item.eventId)).toEqual(['20210213230800']);
    expect(second.nextToken).toBeUndefined();
    // nextPooling: what changed after the list was read (here the earlier event gets its 震源に関する情報).
    expect(await eventIds(`cursorToken=${String(first.nextPooling)}`)).toEqual([]);
    running.deliver(
      running.telegram(path.join(samplesDir, 'earthquake-information', 'vxse52_rjtd_20210213231144.json')),
    );
    expect(await eventIds(`cursorToken=${String(first.nextPooling)}`)).toEqual(['20210213230800']);
    expect((await get(running, '/gd/earthquake?maxInt=8')).status).toBe(400);
    expect((await get(running, '/gd/earthquake?cursorToken=nonsense')).status).toBe(400);
    expect(running.violations).toEqual([]);
  });

  it('leave out test telegrams, as the API does', async () => {
    const running = await start();
    replay(running, 'earthquake', undefined, true);
    expect(items(await ok(running, '/gd/earthquake'))).toEqual([]);
  });
});

describe('GD EEW List and Event v2 after a replay', () => {
  it('show every report of the replayed EEW, newest first, with the values of its document', async () => {
    const running = await start();
    const telegrams = replay(running, 'eew-final');
    const reports = items(await ok(running, '/gd/eew/20250918052203'));
    const newestFirst = [...telegrams].reverse();
    expect(reports.map((report) => report.serial)).toEqual(newestFirst.map((t) => Number(documentOf(t).serialNo)));
    for (const [index, report] of reports.entries()) {
      const document = documentOf(newestFirst[index]);
      expect(eventSummaryProblems(`report ${String(report.serial)}`, report, [document])).toEqual([]);
      const intensity = (document.body as { intensity?: JsonObject }).intensity;
      expect((report.intensity as JsonObject | undefined)?.regions).toEqual(intensity?.regions);
      expect((report.telegrams as JsonObject[]).map((telegram) => telegram.id)).toEqual([
        newestFirst[index].message.id,
      ]);
    }
    expect(running.violations).toEqual([]);
  });

  it('list an EEW only once its last report has come, with that report', async () => {
    const running = await start();
    const telegrams = replay(running, 'eew-final', 3);
    expect(items(await ok(running, '/gd/eew'))).toEqual([]);
    telegrams.push(...replay(running, 'eew-final').slice(3));
    const listed = items(await ok(running, '/gd/eew'));
    expect(listed).toHaveLength(1);
    expect(eventSummaryProblems('final', listed[0], [documentOf(telegrams[3])])).toEqual([]);
    expect(listed[0]).toMatchObject({ serial: 7, isLastInfo: true });
    expect(items(await ok(running, '/gd/eew?datetime=2025-09-18T05:00:00~2025-09-18T06:00:00'))).toHaveLength(1);
    expect(items(await ok(running, '/gd/eew?datetime=2025-06-01T00:00:00~2025-07-01T00:00:00'))).toEqual([]);
    // The final report is of 05:23:05 (Japan time): the end of the range is left out, the start is not.
    expect(items(await ok(running, '/gd/eew?datetime=~2025-09-18T05:23:05'))).toEqual([]);
    expect(items(await ok(running, '/gd/eew?datetime=2025-09-18T05:23:05~'))).toHaveLength(1);
    expect(items(await ok(running, '/gd/eew?datetime=2025-09-17T20:23:05Z~'))).toHaveLength(1);
    expect((await get(running, '/gd/eew?datetime=yesterday')).status).toBe(400);
    expect((await get(running, '/gd/eew/20990101000000')).status).toBe(404);
    // Telegram List leaves EEW telegrams out, as the reference says: GD EEW is the way to find them again.
    expect(items(await ok(running, '/telegram?formatMode=json'))).toEqual([]);
    expect(running.violations).toEqual([]);
  });

  it('show a cancelled EEW by its cancellation', async () => {
    const running = await start();
    replay(running, 'eew-cancel');
    const [listed] = items(await ok(running, '/gd/eew'));
    expect(listed).toMatchObject({ serial: 4, isLastInfo: true, isCanceled: true });
    expect(listed.earthquake).toBeUndefined();
    expect(items(await ok(running, '/gd/eew/20250918052203')).map((report) => report.serial)).toEqual([4, 3, 1]);
  });
});

describe('Contract List v2 of the stand-in', () => {
  it('lists the plans of data/stand-in.yaml at the prices of data/price.yaml', async () => {
    const running = await start();
    const listed = items(await ok(running, '/contract'));
    const plans = loadPriceList().individual.plans;
    const { contracts } = loadStandInInfo();
    expect(listed.map((item) => item.classification)).toEqual(contracts.map((contract) => contract.classification));
    for (const item of listed) {
      const plan = plans.find((candidate) => candidate.api === item.classification)!;
      expect(item).toMatchObject({
        planName: plan.name,
        price: { day: plan.dailyPrice, month: plan.monthlyMaxPrice },
        connectionCounts: plan.websocketConnections,
        isValid: true,
      });
    }
    // A planId written in the data (one the provider publishes) is answered as written.
    const written = contracts.filter((contract) => contract.planId !== undefined);
    expect(written.length).toBeGreaterThan(0);
    for (const contract of written)
      expect(listed.find((item) => item.classification === contract.classification)?.planId).toBe(contract.planId);
    expect(new Set(listed.map((item) => item.planId)).size).toBe(listed.length);
  });
});

describe('the contracts loader (tests/fixtures/data/stand-in.yaml)', () => {
  afterAll(() => removeTempDirs());
  // The test's own catalogs: the classifications its stand-in sends and the plans of a price list of its own.
  const catalogs: StandInCatalogs = {
    served: ['eew.forecast', 'telegram.earthquake'],
    plans: loadPriceList(path.join(repoRoot, 'tests/fixtures/data/price.yaml')).individual.plans,
  };
  const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/stand-in.yaml');
  const contracts = loadStandInInfo(fixtureFile, catalogs).contracts;
  const indexOf = (classification: string) => contracts.findIndex((entry) => entry.classification === classification);
  const [first, last] = [contracts[0], contracts[contracts.length - 1]].map((entry) => entry.classification);
  const lineOfContract = (classification: string) => `  - classification: ${classification}\n`;
  const { original, loadBroken } = brokenCopies(fixtureFile, (file) => loadStandInInfo(file, catalogs));

  it('loads the fixture: a contract for each classification sent, in its order', () => {
    expect(contracts.map((entry) => entry.classification)).toEqual(catalogs.served);
  });

  it('stop the build at the line and column of a classification the stand-in does not send', () => {
    const text = replaceOnce(original, lineOfContract(last), lineOfContract('telegram.forecast'));
    const { shown, error } = loadBroken(text);
    expect(error.message).toContain(
      `${shown}:${lineColumnOf(text, 'telegram.forecast')} contracts[${indexOf(last)}].classification: the stand-in sends no telegram under "telegram.forecast"`,
    );
  });

  it('stop the build when a classification the stand-in sends has no contract, or one is named twice', () => {
    const withoutFirst = replaceOnce(original, lineOfContract(first), '');
    const missing = loadBroken(withoutFirst);
    // At the list itself: its first item.
    expect(missing.error.message).toBe(
      `${missing.shown}:${lineColumnOf(withoutFirst, '- classification:')} contracts: names no contract for "${first}", which the stand-in sends`,
    );
    const text = replaceOnce(original, lineOfContract(last), lineOfContract(first));
    const twice = loadBroken(text);
    expect(twice.error.message).toContain(
      `${twice.shown}:${lineColumnOf(text, first, { occurrence: 1 })} contracts[${indexOf(last)}].classification: duplicates an earlier contract`,
    );
  });

  it('stop the build at a contract whose classification has no individual plan, or a planId named twice', () => {
    const withoutPlan = { ...catalogs, plans: catalogs.plans.filter((plan) => plan.api !== first) };
    const noPlan = catchDataError(() => loadStandInInfo(fixtureFile, withoutPlan));
    expect(noPlan.message).toBe(
      `${locationOf(fixtureFile, lineOfContract(first), { shift: '  - classification: '.length })} contracts[${indexOf(first)}].classification: data/price.yaml has no individual plan "${first}"`,
    );
    const planId = contracts.find((entry) => entry.planId !== undefined)!;
    const text = replaceOnce(
      original,
      lineOfContract(first),
      `${lineOfContract(first)}    planId: ${String(planId.planId)}\n    planIdSource: テストの出典\n`,
    );
    const { shown, error } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, `planId: ${String(planId.planId)}`, { occurrence: 1, shift: 'planId: '.length })} contracts[${indexOf(planId.classification)}].planId: duplicates an earlier planId`,
    );
  });
});

describe('a request for raw (XML) telegrams', () => {
  it('is answered with a note: Socket Start and Telegram List say the stand-in sends JSON only', async () => {
    const running = await start();
    replay(running, 'earthquake');
    const started = await fetch(`${running.apiBase}/socket`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ classifications: ['telegram.earthquake'], formatMode: 'raw' }),
    });
    expect(started.status).toBe(200);
    expect(started.headers.get(noteHeader)).toMatch(/JSON telegrams only.*formatMode json/);
    const raw = await fetch(`${running.apiBase}/telegram`, { headers: { authorization } });
    expect(raw.headers.get(noteHeader)).toMatch(/JSON telegrams only/);
    expect(raw.headers.get('access-control-expose-headers')).toBe(noteHeader);
    expect(((await raw.json()) as JsonObject).items).toEqual([]);
    const json = await fetch(`${running.apiBase}/telegram?formatMode=json`, { headers: { authorization } });
    expect(json.headers.get(noteHeader)).toBeNull();
    expect(((await json.json()) as { items: unknown[] }).items).toHaveLength(4);
    expect(running.notes).toEqual([
      expect.stringMatching(/^socket \d+ asked for xml, a\/n, binary: /),
      expect.stringMatching(/^Telegram List asked for formatMode raw: /),
    ]);
    expect(running.violations).toEqual([]);
  });
});
