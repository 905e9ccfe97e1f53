import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { StandInInfo } from '../../isomorphic/data-types/stand-in';
import type { LoadedScenario } from '../../isomorphic/scenario-types';
import type { StandInContract } from './contract';
import { causeFault } from './faults';
import { replayScenario, type Speed } from './replay';
import { startStandIn } from './server';

/** What the bundled stand-in carries: the contract, the scenarios and data/stand-in.yaml (generators/stand-in/bundle.ts). */
export interface StandInData {
  contract: StandInContract;
  scenarios: LoadedScenario[];
  info: StandInInfo;
}

function usage(data: StandInData): string {
  const lines = ['usage: node dmdata-stand-in.mjs [options]', ''];
  for (const option of data.info.options) {
    const head = `--${option.name}${option.argument ? ` <${option.argument}>` : ''}`;
    lines.push(`  ${head.padEnd(28)} ${option.description}${option.default ? ` (${option.default})` : ''}`);
  }
  lines.push('', 'faults:', ...data.info.faults.map((fault) => `  ${fault.name.padEnd(24)} ${fault.description}`));
  lines.push('', 'scenarios:', ...data.scenarios.map((scenario) => `  ${scenario.id.padEnd(24)} ${scenario.title}`));
  return lines.join('\n');
}

function parseSpeed(value: string): Speed {
  if (value === 'step') return 'step';
  const speed = Number(value);
  if (!(speed > 0)) throw new Error(`--speed must be step or a positive number, not "${value}"`);
  return speed;
}

/** The command line of the downloadable stand-in; its options are data/stand-in.yaml's. */
export async function runStandInCli(data: StandInData, argv: string[]): Promise<void> {
  const options = Object.fromEntries(
    data.info.options.map((option) => [
      option.name,
      {
        type: option.argument ? ('string' as const) : ('boolean' as const),
        multiple: option.repeatable ?? false,
        ...(option.default !== undefined ? { default: option.repeatable ? [option.default] : option.default } : {}),
      },
    ]),
  );
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    values = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage(data)}`);
    process.exit(2);
  }
  if (values.help || values.list) {
    console.log(values.help ? usage(data) : data.scenarios.map((s) => `${s.id}\t${s.title}`).join('\n'));
    return;
  }
  const fail = (message: string): never => {
    console.error(message);
    process.exit(2);
  };
  const scenarioId = values.scenario as string | undefined;
  const scenario = scenarioId ? data.scenarios.find((entry) => entry.id === scenarioId) : undefined;
  if (scenarioId && !scenario)
    fail(`no scenario "${scenarioId}"; one of: ${data.scenarios.map((entry) => entry.id).join(', ')}`);
  const faultNames = new Set(data.info.faults.map((fault) => fault.name));
  const faults = new Map<number, string[]>();
  for (const value of (values.fault as string[] | undefined) ?? []) {
    const [name, step = '1'] = value.split('@');
    if (!faultNames.has(name)) fail(`no fault "${name}"; one of: ${[...faultNames].join(', ')}`);
    faults.set(Number(step), [...(faults.get(Number(step)) ?? []), name]);
  }
  let speed: Speed = 1;
  try {
    speed = parseSpeed(String(values.speed));
  } catch (error) {
    fail((error as Error).message);
  }

  const standIn = await startStandIn({
    contract: data.contract,
    apiKey: values['api-key'] as string | undefined,
    host: String(values.host),
    port: Number(values.port),
    maxConnections: Number(values['max-connections']),
    pingIntervalMs: 30_000,
    staleLifetimeMs: 10_000,
    onOpen: (connection) => console.log(`connection ${connection.entry.id} open on ws00${connection.server + 1}`),
  });
  console.log(`REST      ${standIn.apiBase}`);
  console.log(`WebSocket ${standIn.socketHosts.map((host, index) => `ws00${index + 1} ws://${host}`).join('  ')}`);
  let lastMessage: () => Record<string, unknown> | undefined = () => undefined;
  const fault = async (name: string) => {
    try {
      await causeFault(name, standIn, lastMessage);
    } catch (error) {
      console.error(`fault ${name}: ${(error as Error).message}`);
    }
  };
  const replay = scenario
    ? replayScenario(standIn, scenario, {
        speed,
        test: Boolean(values.test),
        faults,
        causeFault: fault,
        log: (line) => console.log(line),
      })
    : undefined;
  if (replay) {
    replay.done.catch((error: unknown) => {
      console.error(`replay stopped: ${(error as Error).message}`);
      process.exit(1);
    });
    lastMessage = replay.lastMessage;
    console.log(`scenario  ${scenario!.id}: ${scenario!.title} (${scenario!.steps.length} steps, speed ${speed})`);
  }
  const shutdown = async () => {
    await standIn.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  const input = createInterface({ input: process.stdin });
  input.on('line', (line) => {
    const command = line.trim();
    if (command === '') replay?.next();
    else if (command === 'quit') void shutdown();
    else if (faultNames.has(command)) {
      console.log(`fault ${command}`);
      void fault(command);
    } else console.error(`unknown command "${command}": Enter, quit or a fault (${[...faultNames].join(', ')})`);
  });
  // Violations of the contract by a client are printed as they happen, and so are requests it cannot serve as the
  // service would (raw XML telegrams).
  let reported = 0;
  let noted = 0;
  setInterval(() => {
    for (; reported < standIn.violations.length; reported++) console.error(`contract: ${standIn.violations[reported]}`);
    for (; noted < standIn.notes.length; noted++) console.log(`note: ${standIn.notes[noted]}`);
  }, 200).unref();
}
