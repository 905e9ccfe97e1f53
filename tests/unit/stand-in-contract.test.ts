import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { apiDataDir } from '../../generators/api/load';
import { standInContract } from '../../generators/stand-in/contract-data';
import { startStandIn, type StandIn } from '../../generators/stand-in/server';
import { sampleTelegramFiles } from '../support/sample-scenario';
import { removeTempDirs, tempDir } from '../support/temp-data';

/**
 * The stand-in speaks only what data/api documents: with a message, a close code or a field of `data` removed
 * from a copy of the data, the step of the sample scenario that needs it fails (so the sample tests fail too).
 */
type WebSocketData = {
  messages: Array<{
    type: string;
    schema: { required: string[]; properties: Record<string, { enum?: unknown[] }> };
    examples: Array<{ body: Record<string, unknown> }>;
  }>;
  errorCodes: Array<{ code: number }>;
};

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
  removeTempDirs();
});

/** A copy of data/api with websocket.yaml changed by `change`. */
function apiCopy(change: (data: WebSocketData) => void): string {
  const dir = tempDir();
  cpSync(apiDataDir, dir, { recursive: true });
  const file = path.join(dir, 'v2/websocket.yaml');
  const data = parse(readFileSync(file, 'utf8')) as WebSocketData;
  change(data);
  writeFileSync(file, stringify(data));
  return dir;
}

describe('the stand-in against a changed contract', () => {
  it('cannot send change.classification once the message is gone from the data', async () => {
    const dir = apiCopy((data) => {
      data.messages = data.messages.filter((message) => message.type !== 'change.classification');
    });
    standIn = await startStandIn({ apiKey: 'k', contract: standInContract(dir) });
    expect(() =>
      standIn!.send({} as never, { type: 'change.classification', ends: ['telegram.volcano'], after: [] }),
    ).toThrow(/no server-to-client message of type "change.classification"/);
  });

  it('cannot close with 4409 once the close code is gone from the data', async () => {
    // Removed consistently (the error message's code list too), so the data still loads.
    const dir = apiCopy((data) => {
      data.errorCodes = data.errorCodes.filter((entry) => entry.code !== 4409);
      const code = data.messages.find((entry) => entry.type === 'error')!.schema.properties.code;
      code.enum = code.enum?.filter((value) => value !== 4409);
    });
    standIn = await startStandIn({ apiKey: 'k', contract: standInContract(dir) });
    expect(() =>
      standIn!.closeWithError({} as never, 4409, 'The maximum number of simultaneous connections is full.'),
    ).toThrow(/close code 4409 is not documented/);
  });

  it('cannot send a telegram once data.body is gone from the data', async () => {
    const dir = apiCopy((data) => {
      const message = data.messages.find((entry) => entry.type === 'data')!;
      message.schema.required = message.schema.required.filter((name) => name !== 'body');
      delete message.schema.properties.body;
      // The example's body is encoded from its document for `format: json` (generators/api/document-examples.ts):
      // an XML telegram's example has none to encode.
      for (const example of message.examples) {
        delete example.body.body;
        Object.assign(example.body, { format: 'xml', compression: 'gzip', encoding: 'base64' });
      }
    });
    standIn = await startStandIn({ apiKey: 'k', contract: standInContract(dir) });
    expect(() => standIn!.telegram(sampleTelegramFiles('earthquake-information')[0])).toThrow(
      /data message breaks its schema/,
    );
  });
});
