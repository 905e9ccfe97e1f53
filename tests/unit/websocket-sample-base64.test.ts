import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { connectDmdata } from '../../pages/docs/sample/websocket-sample.js';

/**
 * The sample decodes `body` with `Uint8Array.fromBase64` (ECMAScript 2026) where the runtime has it, and with
 * `atob` elsewhere. Node.js 20 has no `fromBase64`, so the first case installs one for the test's duration.
 */

const xmlBody = '<?xml version="1.0" encoding="UTF-8"?><Report><Control><Title>震度速報</Title></Control></Report>';
const closers: Array<() => Promise<void>> = [];
type WithFromBase64 = { fromBase64?: (text: string) => Uint8Array };

// The sample uses the browser's global WebSocket; Node.js 20 has none, so the ws package stands in for it.
const globals = globalThis as unknown as { WebSocket?: unknown };
const ownWebSocket = globals.WebSocket;
beforeAll(() => {
  globals.WebSocket ??= WebSocket;
});
afterAll(() => {
  globals.WebSocket = ownWebSocket;
});

afterEach(async () => {
  delete (Uint8Array as unknown as WithFromBase64).fromBase64;
  while (closers.length > 0) await closers.pop()?.();
});

/** A Socket Start v2 and WebSocket v2 pair on 127.0.0.1 that sends one gzip XML data message after connecting. */
async function startServers(): Promise<{ apiBase: string; server: string }> {
  const sockets = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: () => 'dmdata.v2' });
  await new Promise<void>((done) => sockets.once('listening', () => done()));
  closers.push(() => new Promise<void>((done) => sockets.close(() => done())));
  sockets.on('connection', (socket) => {
    socket.send(
      JSON.stringify({
        type: 'data',
        version: '2.0',
        classification: 'telegram.earthquake',
        id: 'id-base64',
        head: { type: 'VXSE51', author: 'JPOS', time: '2025-01-01T00:00:00.000Z', test: false, xml: true },
        format: 'xml',
        compression: 'gzip',
        encoding: 'base64',
        body: gzipSync(Buffer.from(xmlBody)).toString('base64'),
      }),
    );
  });
  const websocketPort = (sockets.address() as AddressInfo).port;
  const api = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const websocket = {
        id: 7,
        url: `ws://127.0.0.1:${websocketPort}/v2/websocket?ticket=T`,
        protocol: ['dmdata.v2'],
        expiration: 300,
      };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'ok', websocket }));
    });
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise<void>((done) => api.close(() => done())));
  return {
    apiBase: `http://127.0.0.1:${(api.address() as AddressInfo).port}/v2`,
    server: `127.0.0.1:${websocketPort}`,
  };
}

async function receiveOne({ apiBase, server }: { apiBase: string; server: string }): Promise<string | null> {
  return new Promise((resolve) => {
    const connection = connectDmdata({
      apiKey: 'k',
      classifications: ['telegram.earthquake'],
      apiBase,
      servers: [server],
      onData: ({ text }) => resolve(text),
    });
    closers.push(async () => connection.close());
  });
}

describe('websocket-sample.js base64 decoding', () => {
  it('uses Uint8Array.fromBase64 when the runtime provides it', async () => {
    const fromBase64 = vi.fn((text: string) => new Uint8Array(Buffer.from(text, 'base64')));
    (Uint8Array as unknown as WithFromBase64).fromBase64 = fromBase64;
    const text = await receiveOne(await startServers());
    expect(fromBase64).toHaveBeenCalledTimes(1);
    expect(fromBase64.mock.calls[0][0]).toBe(gzipSync(Buffer.from(xmlBody)).toString('base64'));
    expect(text).toBe(xmlBody);
  });

  it('falls back to atob where Uint8Array.fromBase64 is missing', async () => {
    expect((Uint8Array as unknown as WithFromBase64).fromBase64).toBeUndefined();
    const atob = vi.spyOn(globalThis, 'atob');
    const text = await receiveOne(await startServers());
    expect(atob).toHaveBeenCalled();
    atob.mockRestore();
    expect(text).toBe(xmlBody);
  });
});
