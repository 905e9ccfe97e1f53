import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../generators/cli/static-server';
import { distDir } from './bytes';
import { ensureChromium } from './chromium';

let server: Server | null = null;

/** Serves dist/client on 127.0.0.1 (a free port) for every e2e test file. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const root = distDir;
  server = await startStaticServer(root, 0, '127.0.0.1');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
