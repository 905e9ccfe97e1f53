import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRestEndpoint, loadApiCatalog } from '../../generators/api/load';
import { curlExample, exampleRequest } from '../../pages/kinds/api/curl';
import { fetchExample, pythonExample } from '../../pages/kinds/api/request-examples';
import { loadScenarios } from '../../generators/content/scenarios';
import { standInContract } from '../../generators/stand-in/contract-data';
import { scenarioTelegrams } from '../../generators/stand-in/replay';
import { startStandIn, type StandIn } from '../../generators/stand-in/server';
import { removeTempDirs, tempDir } from '../support/temp-data';

/**
 * The JavaScript (fetch) and Python (urllib) request examples of every REST endpoint, exactly as its page shows
 * them, run against the stand-in's REST side (generators/stand-in/rest.ts) with only the scheme and host swapped.
 * Each must make the one documented request its endpoint describes and print or save what the API answered.
 */
const apiKey = 'example-api-key';
const endpoints = loadApiCatalog().endpoints.filter(isRestEndpoint);
let standIn: StandIn;
let workDir: string;

beforeAll(async () => {
  standIn = await startStandIn({ contract: standInContract(), apiKey, servers: 1, staleLifetimeMs: 600_000 });
  // The GD event examples name the events of the earthquake and EEW scenarios: the stand-in has sent them.
  for (const scenario of loadScenarios().filter((entry) => ['earthquake', 'eew-final'].includes(entry.id)))
    for (const telegram of scenarioTelegrams(standIn, scenario, false)) standIn.deliver(telegram);
  workDir = tempDir();
});
afterAll(async () => {
  await standIn.close();
  removeTempDirs();
});

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { cwd: workDir, env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * One process per language runs every endpoint's example in turn (a process per example is slow on a busy
 * machine): each example is a file of its own, run with its variables in the environment and its printed lines
 * captured; the runner prints one JSON line per example.
 */
const runners = {
  js: `
import { pathToFileURL } from 'node:url';
const jobs = JSON.parse(process.argv[2]);
for (const job of jobs) {
  Object.assign(process.env, job.env);
  const lines = [];
  const log = console.log;
  console.log = (...args) => lines.push(args.join(' '));
  let error = '';
  try { await import(pathToFileURL(job.file).href); } catch (caught) { error = String(caught); }
  console.log = log;
  log(JSON.stringify({ id: job.id, stdout: lines.join('\\n'), error }));
}
`,
  python: `
import contextlib, io, json, os, sys
for job in json.loads(sys.argv[1]):
    os.environ.update(job['env'])
    out = io.StringIO()
    error = ''
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(open(job['file'], encoding='utf-8').read(), job['file'], 'exec'), {'__name__': '__main__'})
    except BaseException as caught:
        error = repr(caught)
    print(json.dumps({'id': job['id'], 'stdout': out.getvalue().rstrip('\\n'), 'error': error}))
`,
};

interface ExampleRun {
  id: string;
  stdout: string;
  error: string;
}

/** Runs every endpoint's example in one language; the stand-in's requests are tagged with the example that made them. */
async function runExamples(language: 'js' | 'python') {
  const jobs = endpoints.map((endpoint) => {
    const code = (language === 'js' ? fetchExample(endpoint) : pythonExample(endpoint)).replaceAll(
      'https://',
      `${standIn.origin}/`,
    );
    const file = path.join(workDir, `${endpoint.id.replaceAll('.', '-')}.${language === 'js' ? 'mjs' : 'py'}`);
    writeFileSync(file, code);
    // Values the reader supplies: any string the documented schema accepts.
    const env: Record<string, string> = { DMDATA_API_KEY: apiKey };
    for (const variable of exampleRequest(endpoint).variables) env[variable.name] = 'sample-0001';
    return { id: endpoint.id, file, env };
  });
  // Socket Close closes the socket its example names: the stand-in holds one with that id.
  const closeId = endpoints
    .find((endpoint) => endpoint.id === 'socket.close')
    ?.parameters.find((parameter) => parameter.in === 'path')?.example;
  standIn.addStaleSocket('example', Number(closeId));
  const runner = path.join(workDir, language === 'js' ? 'runner.mjs' : 'runner.py');
  writeFileSync(runner, runners[language]);
  const before = standIn.requests.length;
  const result = await run(language === 'js' ? process.execPath : 'python3', [runner, JSON.stringify(jobs)], {});
  expect(result.stderr).toBe('');
  const runs = result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ExampleRun);
  return { runs, requests: standIn.requests.slice(before) };
}

describe('generated fetch and Python request examples', () => {
  it('exist for every REST endpoint and make the same request as its curl example', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(17);
    for (const endpoint of endpoints) {
      const { method } = exampleRequest(endpoint);
      const fetchCode = fetchExample(endpoint);
      const pythonCode = pythonExample(endpoint);
      const fixed = endpoint.url.split('/:')[0];
      for (const code of [curlExample(endpoint), fetchCode, pythonCode]) expect(code, endpoint.id).toContain(fixed);
      expect(fetchCode.includes(`method: '${method}'`)).toBe(method !== 'GET');
      expect(pythonCode.includes(`method='${method}'`)).toBe(method !== 'GET');
    }
  });

  for (const language of ['js', 'python'] as const) {
    it(`${language === 'js' ? 'fetch' : 'Python'}: every endpoint's example runs against the stand-in`, async () => {
      const { runs, requests } = await runExamples(language);
      expect(runs.map((entry) => entry.id)).toEqual(endpoints.map((endpoint) => endpoint.id));
      // One request per example, in order, each the documented operation of its endpoint.
      expect(requests.map((request) => request.operationId)).toEqual(endpoints.map((endpoint) => endpoint.id));
      for (const [index, endpoint] of endpoints.entries()) {
        const where = `${endpoint.id} (${language})`;
        const { stdout, error } = runs[index];
        expect(error, where).toBe('');
        const request = requests[index];
        expect(request.method, where).toBe(endpoint.method);
        expect(request.headers.authorization, where).toBe(`Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`);
        const reply = request.reply!;
        expect(reply.status, where).toBeLessThan(300);
        const { reply: kind, output } = exampleRequest(endpoint);
        if (kind === 'json') {
          expect(stdout.startsWith(`${reply.status} `), where).toBe(true);
          expect(JSON.parse(stdout.slice(stdout.indexOf(' ') + 1)), where).toEqual(JSON.parse(reply.body));
        } else if (kind === 'binary') {
          expect(readFileSync(path.join(workDir, output!), 'utf8'), where).toBe(reply.body);
        } else
          expect(
            stdout.split('\n').at(-1)!.startsWith(String(reply.status)) || stdout.startsWith(String(reply.status)),
            where,
          ).toBe(true);
      }
      expect(standIn.violations).toEqual([]);
    });
  }
});
