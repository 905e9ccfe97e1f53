import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../generators/cli/static-server';
import { distDir } from './bytes';
import { chromiumArgs, chromiumPath, ensureChromium } from './chromium';

let server: Server | null = null;

/**
 * Serves dist/client on 127.0.0.1 (a free port) for every e2e test file, and launches Chromium once for the whole
 * run as a browser server: each file connects to it (tests/support/browser.ts) and opens its own contexts, instead of
 * starting a browser of its own. Gives the run an empty folder where the Markdown scans share their parsed trees
 * (tests/support/markdown-tree.ts).
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  const root = distDir;
  server = await startStaticServer(root, 0, '127.0.0.1');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  const markdownTreeDir = mkdtempSync(path.join(tmpdir(), 'dmdata-markdown-trees-'));
  project.provide('markdownTreeDir', markdownTreeDir);
  return async () => {
    rmSync(markdownTreeDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await browserServer.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The WebSocket address of the run's one Chromium (`chromium.connect`). */
    browserWsEndpoint: string;
    /** The run's folder of parsed Markdown trees (tests/support/markdown-tree.ts). */
    markdownTreeDir: string;
  }
}
