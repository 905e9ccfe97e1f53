import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ContractChecks } from './contract';
import { now, type SocketEntry, type StandInConnection } from './sockets';

/**
 * The WebSocket side: one server per `ws00x`, all accepting the tickets the REST side issued. Every message it
 * sends is validated against the payload schema of its type, every close code against the documented codes, and
 * every message a client sends against the client-to-server schemas (a problem is recorded as a violation).
 */

export interface WebSocketContext {
  checks: ContractChecks;
  sockets: SocketEntry[];
  connections: StandInConnection[];
  violations: string[];
  pingIntervalMs: number;
  host: string;
  /** Called when a connection has received its `start` message. */
  onOpen(connection: StandInConnection): void;
  /** Registers a socket that a previous run left open (for the 409 and 4409 paths). */
  addStaleSocket(appName: string): SocketEntry;
}

export function webSocketServers(context: WebSocketContext) {
  const { checks, sockets, connections, violations } = context;
  const ports: number[] = [];
  const servers: WebSocketServer[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let refuseNext = false;
  let nextPing = 1;

  function send(connection: StandInConnection, message: Record<string, unknown>) {
    checks.checkOutgoing(message);
    if (!connection.closed && !connection.silent) connection.socket.send(JSON.stringify(message));
  }

  function closeWithError(connection: StandInConnection, code: number, error: string) {
    checks.checkCloseCode(code);
    const silent = connection.silent;
    connection.silent = false;
    send(connection, { type: 'error', error, code, close: true });
    connection.silent = silent;
    connection.closedWith = code;
    connection.socket.close(code, error);
  }

  function accept(index: number, socket: WebSocket, requestUrl: string) {
    const ticket = new URL(requestUrl, 'ws://stand-in').searchParams.get('ticket');
    const entry = sockets.find((candidate) => candidate.ticket === ticket && candidate.status === 'waiting');
    const connection: StandInConnection = {
      socket,
      entry: entry ?? ({} as SocketEntry),
      server: index,
      pings: [],
      pongs: [],
      silent: false,
      closed: false,
    };
    connections.push(connection);
    socket.on('close', () => {
      connection.closed = true;
      clearInterval(pinger);
      if (entry && entry.status === 'open') {
        entry.status = 'closed';
        entry.end = now();
      }
    });
    const pinger = setInterval(() => {
      if (connection.silent || connection.closed || !entry || entry.status !== 'open') return;
      if (connection.pings.length - connection.pongs.length > 2) {
        closeWithError(connection, 4891, 'Ping timeout.');
        return;
      }
      const pingId = `p${nextPing++}`;
      connection.pings.push(pingId);
      send(connection, { type: 'ping', pingId });
    }, context.pingIntervalMs);
    timers.add(pinger);
    socket.on('message', (raw) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse((raw as Buffer).toString('utf8')) as Record<string, unknown>;
      } catch {
        violations.push(`client sent non-JSON: ${(raw as Buffer).toString('utf8')}`);
        closeWithError(connection, 4641, 'Unexpected data.');
        return;
      }
      const problem = checks.incomingProblem(message);
      if (problem) violations.push(problem);
      if (message.type === 'pong') {
        connection.pongs.push(String(message.pingId));
        if (message.pingId !== connection.pings.at(-1)) closeWithError(connection, 4640, 'Mismatched pingId.');
      }
    });
    if (!entry) {
      closeWithError(connection, 4404, 'Ticket not found.');
      return;
    }
    entry.ticket = null; // single use
    if (refuseNext) {
      refuseNext = false;
      entry.status = 'closed';
      context.addStaleSocket(entry.appName ?? 'other-app');
      closeWithError(connection, 4409, 'The maximum number of simultaneous connections is full.');
      return;
    }
    entry.status = 'open';
    entry.server = `ws00${index + 1}`;
    entry.connection = connection;
    send(connection, {
      type: 'start',
      socketId: entry.id,
      classifications: entry.classifications,
      types: entry.types,
      test: entry.test,
      formats: entry.formats,
      appName: entry.appName,
      time: now(),
    });
    context.onOpen(connection);
  }

  async function listen(index: number, port: number) {
    const server = new WebSocketServer({
      host: context.host,
      port,
      handleProtocols: (protocols) => (protocols.has('dmdata.v2') ? 'dmdata.v2' : false),
    });
    server.on('connection', (socket, request) => accept(index, socket, request.url ?? '/'));
    await new Promise<void>((done, fail) => {
      server.once('listening', () => done());
      server.once('error', fail);
    });
    servers[index] = server;
    ports[index] = (server.address() as AddressInfo).port;
  }

  return {
    ports,
    send,
    closeWithError,
    listen,
    /** The next connection is refused with `error` 4409, as when a left-over socket took the last slot. */
    refuseNextConnection: () => {
      refuseNext = true;
    },
    /**
     * Ends every connection of a server, without a close frame (`withCloseFrame` false: the TCP connection just
     * drops) or with `error` 4503 and its close frame, stops listening, and listens again after `downMs`.
     */
    restart: async (index: number, downMs: number, withCloseFrame = false) => {
      const server = servers[index];
      for (const connection of connections.filter((entry) => entry.server === index && !entry.closed)) {
        if (withCloseFrame) closeWithError(connection, 4503, 'Server error.');
        else connection.socket.terminate();
      }
      for (const client of server.clients) if (!withCloseFrame) client.terminate();
      await new Promise<void>((done) => server.close(() => done()));
      await new Promise((done) => setTimeout(done, downMs));
      await listen(index, ports[index]);
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const server of servers) {
        for (const client of server.clients) client.terminate();
        await new Promise<void>((done) => server.close(() => done()));
      }
    },
  };
}
