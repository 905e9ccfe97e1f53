import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadScenarios } from '../../generators/content/scenarios';
import { loadStandInInfo } from '../../generators/content/stand-in';
import { bundleStandIn, standInData } from '../../generators/stand-in/bundle';
import { contractChecks } from '../../generators/stand-in/contract';
import type { StandInData } from '../../generators/stand-in/cli';
import type { LoadedScenario } from '../../isomorphic/scenario-types';
import { eventSummaryProblems } from '../support/event-summary';
import { removeTempDirs, tempDir } from '../support/temp-data';

/**
 * The downloadable stand-in as a developer runs it: the bundle the build publishes, run with Node alone as a child
 * process, driven through stdin (Enter sends the next step, a fault's name causes it) and spoken to with `ws`
 * and fetch as a client would. Every message a client gets is checked against the AsyncAPI document.
 */

/** The Node.js that runs the bundle: this one, or another major version named by DMDATA_STAND_IN_NODE (its binary). */
const nodeBinary = process.env.DMDATA_STAND_IN_NODE ?? process.execPath;
const apiKey = 'stand-in-test-key';
const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
const allClassifications = ['eew.forecast', 'telegram.earthquake', 'telegram.volcano', 'telegram.weather'];

let data: StandInData;
let bundle: string;
let checks: ReturnType<typeof contractChecks>;
const children: ChildProcessWithoutNullStreams[] = [];
const clients: WebSocket[] = [];

beforeAll(async () => {
  data = standInData();
  checks = contractChecks(data.contract);
  bundle = path.join(tempDir(), 'dmdata-stand-in.mjs');
  writeFileSync(bundle, await bundleStandIn(data));
}, 60_000);
afterEach(() => {
  for (const client of clients.splice(0)) client.terminate();
  for (const child of children.splice(0)) child.kill();
});
afterAll(() => removeTempDirs());

interface Running {
  rest: string;
  write(line: string): void;
  output: string[];
  errors: string[];
  waitOutput(pattern: RegExp): Promise<string>;
}

async function until<T>(label: string, check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

async function run(file: string, args: string[]): Promise<Running> {
  const child = spawn(nodeBinary, [file, '--port', '0', '--api-key', apiKey, ...args], { stdio: 'pipe' });
  children.push(child);
  const output: string[] = [];
  const errors: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => errors.push(...chunk.split('\n').filter(Boolean)));
  const waitOutput = (pattern: RegExp) =>
    until(`output ${pattern} (got ${output.join(' | ')} ${errors.join(' | ')})`, () =>
      output.find((line) => pattern.test(line)),
    );
  const restLine = await waitOutput(/^REST /);
  return {
    rest: restLine.split(/\s+/)[1],
    write: (line) => child.stdin.write(`${line}\n`),
    output,
    errors,
    waitOutput,
  };
}

interface Client {
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  closeCode?: number;
  data(): Array<Record<string, unknown>>;
}

async function socketStart(rest: string, body: Record<string, unknown>) {
  return fetch(`${rest}/socket`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ appName: 'stand-in-test', formatMode: 'json', ...body }),
  });
}

/** Socket Start, then a WebSocket connection that answers pings and checks every message against the contract. */
async function connect(rest: string, body: Record<string, unknown> = {}): Promise<Client> {
  const response = await socketStart(rest, { classifications: allClassifications, ...body });
  expect(response.status).toBe(200);
  const started = (await response.json()) as { websocket: { url: string } };
  const socket = new WebSocket(started.websocket.url, 'dmdata.v2');
  clients.push(socket);
  const client: Client = {
    socket,
    messages: [],
    data: () => client.messages.filter((message) => message.type === 'data'),
  };
  socket.on('message', (raw) => {
    const message = JSON.parse((raw as Buffer).toString('utf8')) as Record<string, unknown>;
    checks.checkOutgoing(message);
    client.messages.push(message);
    if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong', pingId: message.pingId }));
  });
  socket.on('close', (code) => (client.closeCode = code));
  await until('the start message', () => client.messages.some((message) => message.type === 'start'));
  return client;
}

async function getJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { authorization } });
  expect(response.status, url).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const decoded = (message: Record<string, unknown>) =>
  JSON.parse(gunzipSync(Buffer.from(String(message.body), 'base64')).toString()) as unknown;

describe('the scenarios', () => {
  it('are the files of data/scenarios, each naming real documents', () => {
    const scenarios = loadScenarios();
    expect(scenarios.map((scenario) => scenario.kind).sort()).toEqual(
      expect.arrayContaining(['earthquake', 'eew', 'tsunami', 'volcano', 'weather']),
    );
    for (const scenario of scenarios) {
      expect(scenario.derived, scenario.id).toBe(scenario.steps.some((step) => step.derived));
    }
  });
});

describe('the bundled stand-in (node dmdata-stand-in.mjs)', () => {
  it('lists the scenarios of the data', async () => {
    const printed = async (flag: string) => {
      const child = spawn(nodeBinary, [bundle, flag]);
      let text = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      await new Promise((done) => child.on('close', done));
      return text;
    };
    const list = await printed('--list');
    expect(
      list
        .trim()
        .split('\n')
        .map((line) => line.split('\t')[0]),
    ).toEqual(data.scenarios.map((s) => s.id));
    const help = await printed('--help');
    for (const option of data.info.options) expect(help).toContain(`--${option.name}`);
  }, 30_000);

  it.each(loadScenarios().map((scenario) => [scenario.id, scenario] as [string, LoadedScenario]))(
    'replays %s step by step: every message follows the contract and the documents arrive in order',
    async (_id, scenario) => {
      const running = await run(bundle, ['--scenario', scenario.id, '--speed', 'step']);
      const client = await connect(running.rest);
      for (const [index, step] of scenario.steps.entries()) {
        running.write('');
        await until(`step ${index + 1}`, () => client.data().length === index + 1);
        const message = client.data()[index];
        expect((message.head as { type: string }).type).toBe(step.type);
        expect(decoded(message)).toEqual(step.content);
      }
      await running.waitOutput(/done$/);
      // The GD endpoints answer from what was replayed: the earthquake with the values of its documents, every
      // report of an EEW newest first; nothing for the other kinds.
      const documents = scenario.steps.map((step) => step.content as Record<string, unknown>);
      const earthquakes = (await getJson(`${running.rest}/gd/earthquake`)).items as Array<Record<string, unknown>>;
      if (scenario.kind === 'earthquake') {
        expect(earthquakes.map((item) => item.eventId)).toEqual([documents[0].eventId]);
        expect(eventSummaryProblems(scenario.id, earthquakes[0], documents)).toEqual([]);
      } else expect(earthquakes).toEqual([]);
      const eventId = String(documents[0].eventId);
      const reports = await fetch(`${running.rest}/gd/eew/${eventId}`, { headers: { authorization } });
      if (scenario.kind === 'eew') {
        const items = ((await reports.json()) as { items: Array<Record<string, unknown>> }).items;
        expect(items.map((item) => item.serial)).toEqual(
          documents.map((document) => Number(document.serialNo)).reverse(),
        );
        for (const [index, item] of items.entries())
          expect(eventSummaryProblems(`${scenario.id} report ${index}`, item, [documents.at(-1 - index)!])).toEqual([]);
      } else expect(reports.status).toBe(404);
      expect(running.errors).toEqual([]);
    },
    30_000,
  );

  it('replays at a speed factor without Enter', async () => {
    const scenario = data.scenarios.find((entry) => entry.id === 'eew-cancel')!;
    const running = await run(bundle, ['--scenario', scenario.id, '--speed', '1000']);
    const client = await connect(running.rest);
    await until('every step', () => client.data().length === scenario.steps.length);
    expect(client.data().map((message) => (message.xmlReport as { head: { serial: string } }).head.serial)).toEqual(
      scenario.steps.map((step) => step.content.serialNo),
    );
  }, 30_000);

  it('sends json test telegrams (head.test true) to every connection: Socket Start `test` governs XML only', async () => {
    const running = await run(bundle, ['--scenario', 'weather', '--speed', 'step', '--test']);
    const plain = await connect(running.rest, { test: 'no' });
    const including = await connect(running.rest, { test: 'including' });
    running.write('');
    await until('the test telegram', () => including.data().length === 1 && plain.data().length === 1);
    for (const client of [plain, including]) expect((client.data()[0].head as { test: boolean }).test).toBe(true);
  }, 30_000);

  it('sends a telegram only to a connection that asked for its type and for the json format', async () => {
    const running = await run(bundle, ['--scenario', 'eew-final', '--speed', 'step', '--max-connections', '3']);
    const wanted = await connect(running.rest, { types: ['VXSE43'] });
    const otherType = await connect(running.rest, { types: ['VXSE44'] });
    running.write('');
    running.write('');
    await until('the warning', () => wanted.data().length === 1);
    expect((wanted.data()[0].head as { type: string }).type).toBe('VXSE43');
    expect(otherType.data().map((message) => (message.head as { type: string }).type)).toEqual(['VXSE44']);
    await running.waitOutput(/step 2\/4 .*→ 1 connection/);
    // A code with the negation prefix `!` refuses that type and takes the others.
    const refusing = await connect(running.rest, { types: ['!VXSE44'] });
    running.write('');
    running.write('');
    await running.waitOutput(/step 4\/4 .*→ 1 connection/);
    expect(refusing.data()).toEqual([]);
  }, 30_000);

  it('answers a request for raw (xml) telegrams with a note, and sends such a connection no telegram', async () => {
    const running = await run(bundle, ['--scenario', 'weather', '--speed', 'step']);
    const started = await socketStart(running.rest, { classifications: allClassifications, formatMode: 'raw' });
    expect(started.status).toBe(200);
    expect(started.headers.get('x-stand-in-note')).toMatch(/JSON telegrams only.*formatMode json/);
    await running.waitOutput(/^note: socket \d+ asked for xml, a\/n, binary: .*formatMode json/);
    const raw = await connect(running.rest, { formatMode: 'raw' });
    running.write('');
    await running.waitOutput(/step 1\/2 .*→ 0 connection\(s\).*formatMode json/);
    expect(raw.data()).toEqual([]);
    const listed = await fetch(`${running.rest}/telegram?formatMode=raw`, { headers: { authorization } });
    expect(((await listed.json()) as { items: unknown[] }).items).toEqual([]);
    await running.waitOutput(/^note: Telegram List asked for formatMode raw: /);
  }, 30_000);

  it('serves what it delivered through Telegram List (with its cursors) and Telegram Data, with CORS', async () => {
    const running = await run(bundle, ['--scenario', 'earthquake', '--speed', 'step']);
    const client = await connect(running.rest);
    const get = async (url: string) => {
      const response = await fetch(url, { headers: { authorization } });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      return response;
    };
    const list = async (query: string) =>
      (await (await get(`${running.rest}/telegram?formatMode=json&${query}`)).json()) as {
        items: Array<{ id: string; url: string; head: { type: string } }>;
        nextToken?: string;
        nextPooling: string;
      };
    running.write('');
    running.write('');
    await until('two steps', () => client.data().length === 2);
    const first = await list('limit=1');
    expect(first.items.map((item) => item.head.type)).toEqual(['VXSE52']);
    const second = await list(`limit=1&cursorToken=${first.nextToken}`);
    expect(second.items.map((item) => item.head.type)).toEqual(['VXSE51']);
    expect(second.nextToken).toBeUndefined();
    running.write('');
    await until('the third step', () => client.data().length === 3);
    const newer = await list(`cursorToken=${first.nextPooling}`);
    expect(newer.items.map((item) => item.head.type)).toEqual(['VXSE53']);
    const body = await (await get(newer.items[0].url)).text();
    expect(body).toBe(gunzipSync(Buffer.from(String(client.data()[2].body), 'base64')).toString());
    expect((await fetch(`${running.rest}/telegram?cursorToken=nonsense`, { headers: { authorization } })).status).toBe(
      400,
    );
  }, 30_000);

  it('answers the CORS preflight of Socket Close (a DELETE), and the DELETE the browser then sends closes the socket', async () => {
    const running = await run(bundle, []);
    const client = await connect(running.rest);
    const listed = (await (
      await fetch(`${running.rest}/socket?status=open`, { headers: { authorization } })
    ).json()) as {
      items: Array<{ id: number }>;
    };
    const socketUrl = `${running.rest}/socket/${listed.items[0].id}`;
    // What Chromium sends before the panel's DELETE (key in the query, no other header).
    const preflight = await fetch(socketUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(['DELETE']);
    expect(preflight.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['Authorization', 'Content-Type']),
    );
    const collection = await fetch(`${running.rest}/socket`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(collection.headers.get('access-control-allow-methods')?.split(/,\s*/).sort()).toEqual(['GET', 'POST']);
    const undocumented = await fetch(`${running.rest}/socket/${listed.items[0].id}/nothing`, { method: 'OPTIONS' });
    expect(undocumented.status).toBe(404);
    const closed = await fetch(`${socketUrl}?key=${apiKey}`, { method: 'DELETE' });
    expect(closed.status).toBe(204);
    expect(closed.headers.get('access-control-allow-origin')).toBe('*');
    await until('the close', () => client.closeCode !== undefined);
    expect(client.messages.at(-1)).toMatchObject({ type: 'error', code: 4808, close: true });
  }, 30_000);
});

describe('faults of the bundled stand-in', () => {
  const start = async () => {
    const running = await run(bundle, ['--scenario', 'eew-final', '--speed', 'step', '--max-connections', '2']);
    return running;
  };

  it('has a case for every fault data/stand-in.yaml lists', async () => {
    const running = await run(bundle, []);
    for (const fault of loadStandInInfo().faults) running.write(fault.name);
    await until('every fault tried', () => running.errors.length >= loadStandInInfo().faults.length - 1, 3_000).catch(
      () => undefined,
    );
    // With no connection, faults that need one say so; none is unknown.
    expect(running.errors.filter((line) => /unknown/.test(line))).toEqual([]);
  }, 30_000);

  it('duplicate: the same telegram (same id) again on every connection', async () => {
    const running = await start();
    const a = await connect(running.rest);
    const b = await connect(running.rest);
    running.write('');
    await until('step 1 on both', () => a.data().length === 1 && b.data().length === 1);
    expect(a.data()[0].id).toBe(b.data()[0].id);
    running.write('duplicate');
    await until('the duplicate', () => a.data().length === 2 && b.data().length === 2);
    expect(a.data()[1].id).toBe(a.data()[0].id);
  }, 30_000);

  it('restart: ws001 drops its connections without a close frame and refuses them for a while', async () => {
    const running = await start();
    const a = await connect(running.rest);
    running.write('restart');
    await until('the drop', () => a.closeCode !== undefined);
    expect(a.closeCode).toBe(1006);
    expect(a.messages.some((message) => message.type === 'error')).toBe(false);
    await new Promise((done) => setTimeout(done, 1_300));
    await connect(running.rest);
  }, 30_000);

  it('restart-close and error-close: `error` 4503 with close: true, then the close frame', async () => {
    for (const fault of ['restart-close', 'error-close']) {
      const running = await start();
      const a = await connect(running.rest);
      running.write(fault);
      await until(`${fault}: close`, () => a.closeCode !== undefined);
      expect(a.closeCode, fault).toBe(4503);
      expect(a.messages.at(-1), fault).toMatchObject({ type: 'error', code: 4503, close: true });
    }
  }, 30_000);

  it('conflict: Socket Start answers 409 until the left-over socket is closed, then the connection gets 4409', async () => {
    const running = await start();
    await connect(running.rest);
    running.write('conflict');
    await running.waitOutput(/^fault conflict/);
    await new Promise((done) => setTimeout(done, 100));
    expect((await socketStart(running.rest, { classifications: ['eew.forecast'] })).status).toBe(409);
    const listed = (await (
      await fetch(`${running.rest}/socket?status=open`, { headers: { authorization } })
    ).json()) as {
      items: Array<{ id: number; start: string }>;
    };
    const leftOver = listed.items.reduce((oldest, item) => (item.start < oldest.start ? item : oldest));
    const closed = await fetch(`${running.rest}/socket/${leftOver.id}`, {
      method: 'DELETE',
      headers: { authorization },
    });
    expect(closed.status).toBe(204);
    const response = await socketStart(running.rest, { classifications: ['eew.forecast'] });
    expect(response.status).toBe(200);
    const socket = new WebSocket(
      ((await response.json()) as { websocket: { url: string } }).websocket.url,
      'dmdata.v2',
    );
    clients.push(socket);
    const received: Array<Record<string, unknown>> = [];
    socket.on('message', (raw) =>
      received.push(JSON.parse((raw as Buffer).toString('utf8')) as Record<string, unknown>),
    );
    const code = await new Promise<number>((done) => socket.on('close', done));
    expect(code).toBe(4409);
    expect(received).toEqual([expect.objectContaining({ type: 'error', code: 4409, close: true })]);
  }, 30_000);

  it('silent: the newest connection gets nothing more and stays open', async () => {
    const running = await start();
    const a = await connect(running.rest);
    const b = await connect(running.rest);
    running.write('silent');
    await running.waitOutput(/^fault silent/);
    running.write('');
    await until('step 1 on the other connection', () => a.data().length === 1);
    await new Promise((done) => setTimeout(done, 300));
    expect(b.data()).toEqual([]);
    expect(b.socket.readyState).toBe(WebSocket.OPEN);
  }, 30_000);

  it('change-classification: the last classification ends; with none left the connection closes with 4807', async () => {
    const running = await start();
    const a = await connect(running.rest, { classifications: ['eew.forecast'] });
    running.write('change-classification');
    await until('the close', () => a.closeCode !== undefined);
    expect(a.messages.find((message) => message.type === 'change.classification')).toEqual({
      type: 'change.classification',
      ends: ['eew.forecast'],
      after: [],
    });
    expect(a.closeCode).toBe(4807);
  }, 30_000);
});
