import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import WebSocket from 'ws';
import { repoRoot } from '../../generators/data/data-source';
import { tempDir } from './temp-data';

/** What the dev server needs from the repository; node_modules is linked, dist/, .cache/ and .git are left out. */
const copiedEntries = [
  'data',
  'generators',
  'isomorphic',
  'pages',
  'renderer',
  'public',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
];

/** A temporary copy of the repository to edit while a dev server runs on it. */
export function tempRepositoryCopy(): string {
  const root = tempDir();
  for (const entry of copiedEntries) cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface DevPage {
  status: number;
  body: string;
}

/** A message the dev server pushed over its HMR WebSocket (`full-reload`, `error`…). */
export interface HmrMessage {
  type: string;
  err?: { message: string; loc?: { file: string; line: number; column: number }; frame?: string };
}

/** `npm run dev` (`vike dev`) running in a folder, with its terminal output and HMR messages recorded. */
export class DevServer {
  output = '';
  readonly messages: HmrMessage[] = [];
  private socket: WebSocket | null = null;

  private constructor(
    readonly root: string,
    readonly origin: string,
    private readonly child: ChildProcess,
  ) {}

  /** Starts the server in `root` on a free port and waits until it answers `probePath` (at most `timeoutMs`). */
  static async start(root: string, probePath: string, timeoutMs: number): Promise<DevServer> {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(root, 'node_modules/vike/bin.js'), 'dev'], {
      cwd: root,
      // Its own process group, so that stop() ends the server and anything it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        VITE_CONFIG: JSON.stringify({
          server: { port, strictPort: true, host: '127.0.0.1' },
          cacheDir: path.join(root, '.cache/vite'),
        }),
      },
    });
    const server = new DevServer(root, `http://127.0.0.1:${port}`, child);
    child.stdout?.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
    try {
      await server.waitFor(
        async () => (await server.fetchPage(probePath).catch(() => null))?.status === 200,
        timeoutMs,
        `the dev server to answer ${probePath}`,
      );
      await server.connectHmr();
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** A page as a browser navigation asks for it. */
  async fetchPage(pathname: string): Promise<DevPage> {
    const response = await fetch(`${this.origin}${pathname}`, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(120_000),
    });
    return { status: response.status, body: await response.text() };
  }

  /** Listens to the HMR WebSocket the way the browser's Vite client does. */
  private async connectHmr(): Promise<void> {
    const client = await (await fetch(`${this.origin}/@vite/client`)).text();
    const token = /const wsToken = "([^"]*)"/.exec(client)?.[1];
    if (token === undefined) throw new Error('no HMR token in /@vite/client');
    const socket = new WebSocket(`${this.origin.replace('http', 'ws')}/?token=${token}`, 'vite-hmr');
    socket.on('message', (data) => this.messages.push(JSON.parse((data as Buffer).toString()) as HmrMessage));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    this.socket = socket;
  }

  /** Polls `condition` every 100 ms until it holds; fails after `timeoutMs` with the server's recent output. */
  async waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (!this.running)
        throw new Error(`the dev server stopped while waiting for ${what}:\n${this.output.slice(-3000)}`);
      if (Date.now() > deadline)
        throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}:\n${this.output.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** How many times `text` occurs in the terminal output. */
  printed(text: string): number {
    return this.output.split(text).length - 1;
  }

  async stop(): Promise<void> {
    this.socket?.close();
    if (!this.running || this.child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    process.kill(-this.child.pid, 'SIGTERM');
    const killed = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    if (!killed && this.running) process.kill(-this.child.pid, 'SIGKILL');
  }
}
