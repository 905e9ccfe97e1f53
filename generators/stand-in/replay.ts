import type { LoadedScenario } from '../../isomorphic/scenario-types';
import type { StandIn, Telegram } from './server';

export type Speed = number | 'step';

export interface ReplayOptions {
  /** 1: the real intervals; 10: ten times faster; 'step': each step waits for `next()`. */
  speed: Speed;
  /** Send every step as a test (training) telegram: head.test true. */
  test: boolean;
  /** Faults to cause right after a step is sent: step number (1-based) → fault names. */
  faults: Map<number, string[]>;
  causeFault(name: string): Promise<void>;
  /** Told of every step as it is sent, and of the end. */
  log(line: string): void;
}

/** The telegrams of a scenario, in order, as the stand-in sends them. */
export function scenarioTelegrams(standIn: StandIn, scenario: LoadedScenario, test: boolean): Telegram[] {
  return scenario.steps.map((step, index) =>
    standIn.telegramOf(`${scenario.id} step ${index + 1} (${step.document})`, JSON.stringify(step.content), {
      type: step.type,
      author: step.author,
      test,
    }),
  );
}

/**
 * Replays a scenario: waits for the first open connection, then delivers each step after its interval (divided by
 * the speed) or when `next()` is called, causes the faults named for that step, and resolves after the last step.
 */
export function replayScenario(standIn: StandIn, scenario: LoadedScenario, options: ReplayOptions) {
  const telegrams = scenarioTelegrams(standIn, scenario, options.test);
  let release: (() => void) | undefined;
  // Enter pressed before the replay waits for it (before the first connection, or twice quickly) is kept.
  let pressed = 0;
  let last: Telegram | undefined;
  const wait = (seconds: number) => {
    if (options.speed !== 'step')
      return new Promise<void>((done) => setTimeout(done, (seconds * 1000) / (options.speed as number)));
    if (pressed > 0) {
      pressed--;
      return Promise.resolve();
    }
    return new Promise<void>((done) => (release = done));
  };
  const run = async () => {
    await standIn.waitFor('a client connection', () => standIn.openConnections().length > 0, 24 * 3_600_000);
    for (const [index, step] of scenario.steps.entries()) {
      await wait(step.after);
      last = telegrams[index];
      const to = standIn.deliver(last);
      options.log(
        `step ${index + 1}/${scenario.steps.length} ${step.type} ${typeof step.content.infoType === 'string' ? step.content.infoType : JSON.stringify(step.content.infoType)} → ${to.length} connection(s)` +
          (step.derived ? ' (derived)' : '') +
          (to.length === 0
            ? ' (no open connection asked for its classification, its type and the json format: formatMode json)'
            : ''),
      );
      for (const fault of options.faults.get(index + 1) ?? []) {
        options.log(`fault ${fault}`);
        await options.causeFault(fault);
      }
    }
    options.log(`scenario ${scenario.id} done`);
  };
  return {
    telegrams,
    lastMessage: () => last?.message,
    done: run(),
    /** In step mode, sends the next step now. */
    next() {
      if (!release) pressed++;
      release?.();
      release = undefined;
    },
  };
}
