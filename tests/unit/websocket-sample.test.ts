import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { connectDmdata } from '../../pages/docs/sample/websocket-sample.js';

/** What the mocked Socket Start v2 received. */
interface StartRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const xmlBody =
  '<?xml version="1.0" encoding="UTF-8"?><Report><Control><Title>震源・震度に関する情報</Title></Control></Report>';

const closers: Array<() => Promise<void>> = [];

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
  while (closers.length > 0) await closers.pop()?.();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function portOf(server: Server | WebSocketServer): number {
  return (server.address() as AddressInfo).port;
}

/** A Socket Start v2 stand-in on 127.0.0.1 that answers with `reply(websocketPort)`. */
async function startApiServer(reply: (request: StartRequest) => { status: number; json: unknown }) {
  const requests: StartRequest[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const received = { method: request.method, url: request.url, headers: request.headers, body: JSON.parse(text) };
      requests.push(received);
      const { status, json } = reply(received);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise<void>((done) => server.close(() => done())));
  return { apiBase: `http://127.0.0.1:${portOf(server)}/v2`, requests };
}

/** A WebSocket v2 stand-in on 127.0.0.1 that accepts only the dmdata.v2 subprotocol. */
async function startSocketServer() {
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    handleProtocols: (protocols) => (protocols.has('dmdata.v2') ? 'dmdata.v2' : false),
  });
  await new Promise<void>((done) => server.once('listening', () => done()));
  closers.push(() => new Promise<void>((done) => server.close(() => done())));
  return server;
}

function startReply(websocketPort: number) {
  return {
    status: 200,
    json: {
      responseId: 'r-1',
      responseTime: '2025-01-01T00:00:00.000Z',
      status: 'ok',
      ticket: 'TikTest',
      websocket: {
        id: 42,
        url: `ws://127.0.0.1:${websocketPort}/v2/websocket?ticket=TikTest`,
        protocol: ['dmdata.v2'],
        expiration: 300,
      },
      classifications: ['telegram.earthquake'],
      test: 'no',
      types: null,
      formats: ['xml', 'a/n', 'binary'],
      appName: 'sample-test',
    },
  };
}

function dataMessage(compression: 'gzip' | 'zip', body: Buffer) {
  return {
    type: 'data',
    version: '2.0',
    classification: 'telegram.earthquake',
    id: `id-${compression}`,
    passing: [],
    head: {
      type: 'VXSE53',
      author: 'JPOS',
      time: '2025-01-01T00:00:00.000Z',
      designation: null,
      test: false,
      xml: true,
    },
    format: 'xml',
    compression,
    encoding: 'base64',
    body: body.toString('base64'),
  };
}

/** A one-file ZIP archive (deflate), built by hand so the sample's ZIP reader is tested against the format. */
function zipOneFile(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe('pages/docs/sample/websocket-sample.js', () => {
  it('starts a socket without a preflight-causing header, answers ping, decodes gzip and zip data, and reports errors', async () => {
    const socketServer = await startSocketServer();
    const api = await startApiServer(() => startReply(portOf(socketServer)));

    const pong = deferred<unknown>();
    const connected = deferred<{ url: string | undefined; protocol: string }>();
    socketServer.on('connection', (socket, request) => {
      connected.resolve({ url: request.url, protocol: socket.protocol });
      socket.send(JSON.stringify({ type: 'start', socketId: 42, classifications: ['telegram.earthquake'] }));
      socket.send(JSON.stringify({ type: 'ping', pingId: 'ping-0042' }));
      socket.once('message', (raw) => {
        pong.resolve(JSON.parse((raw as Buffer).toString()));
        socket.send(JSON.stringify(dataMessage('gzip', gzipSync(Buffer.from(xmlBody)))));
        socket.send(JSON.stringify(dataMessage('zip', zipOneFile('VXSE53.xml', Buffer.from(xmlBody)))));
        socket.send(JSON.stringify({ type: 'error', error: 'Server error.', code: 4503, close: true }));
        socket.close(4503, 'Server error.');
      });
    });

    const received: Array<{ id: string; text: string | null; bytes: Uint8Array }> = [];
    const bothData = deferred<void>();
    const errorMessage = deferred<unknown>();
    const closed = deferred<number | undefined>();
    const startMessage = deferred<unknown>();
    const server = `127.0.0.1:${portOf(socketServer)}`;

    const connection = connectDmdata({
      apiKey: 'sample-api-key',
      classifications: ['telegram.earthquake'],
      appName: 'sample-test',
      apiBase: api.apiBase,
      servers: [server],
      retryBaseMs: 60_000,
      onStart: (message) => startMessage.resolve(message),
      onData: ({ message, text, bytes }) => {
        received.push({ id: message.id, text, bytes });
        if (received.length === 2) bothData.resolve();
      },
      onError: (message) => errorMessage.resolve(message),
      onStatus: (event) => event.state === 'closed' && closed.resolve(event.code),
    });
    closers.push(async () => connection.close());

    expect(await connected.promise).toEqual({ url: '/v2/websocket?ticket=TikTest', protocol: 'dmdata.v2' });
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request.method).toBe('POST');
    // The key rides in the query and the body goes without headers: a CORS "simple request", no preflight.
    expect(request.url).toBe('/v2/socket?key=sample-api-key');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(request.body).toEqual({ classifications: ['telegram.earthquake'], test: 'no', appName: 'sample-test' });

    expect(await startMessage.promise).toMatchObject({ type: 'start', socketId: 42 });
    expect(await pong.promise).toEqual({ type: 'pong', pingId: 'ping-0042' });

    await bothData.promise;
    const byId = Object.fromEntries(received.map((entry) => [entry.id, entry]));
    expect(byId['id-gzip'].text).toBe(xmlBody);
    expect(new TextDecoder().decode(byId['id-gzip'].bytes)).toBe(xmlBody);
    expect(byId['id-zip'].text).toBe(xmlBody);

    expect(await errorMessage.promise).toEqual({ type: 'error', error: 'Server error.', code: 4503, close: true });
    expect(await closed.promise).toBe(4503);
  });

  it('sends test=including and the chosen types, and retries Socket Start with a growing delay when it fails', async () => {
    const api = await startApiServer(() => ({
      status: 402,
      json: {
        responseId: 'r-2',
        responseTime: '2025-01-01T00:00:00.000Z',
        status: 'error',
        error: { message: 'No contract.', code: 402 },
      },
    }));
    const delays: number[] = [];
    const threeTries = deferred<void>();
    const connection = connectDmdata({
      apiKey: 'k',
      classifications: ['eew.forecast'],
      types: ['VXSE45', '!VXSE44'],
      test: true,
      apiBase: api.apiBase,
      servers: ['127.0.0.1:9'],
      retryBaseMs: 20,
      onStatus: (event) => {
        if (event.state === 'retry') delays.push(event.delay!);
        if (delays.length === 3) threeTries.resolve();
      },
    });
    closers.push(async () => connection.close());
    await threeTries.promise;
    expect(api.requests.length).toBeGreaterThanOrEqual(3);
    expect(api.requests[0].body).toEqual({
      classifications: ['eew.forecast'],
      test: 'including',
      types: ['VXSE45', '!VXSE44'],
    });
    // 20 ms, 40 ms, 80 ms, each within ±25 %.
    expect(delays[0]).toBeGreaterThanOrEqual(15);
    expect(delays[0]).toBeLessThanOrEqual(25);
    expect(delays[2]).toBeGreaterThanOrEqual(60);
    expect(delays[2]).toBeLessThanOrEqual(100);
  });
});
