import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatIssue, type DataIssue } from '../data/data-error';
import type { LiveDataCheck } from './live-data-check';
import { dataModuleIds } from './vite-plugin-site-data';
import { escapeText, scriptJson } from '../../isomorphic/escape-html';

/**
 * The module that drops the data caches and validates changed data, loaded through the module runner that also
 * runs the pages' hooks: the one copy of the build code that holds data in the dev server (this plugin, bundled
 * with vite.config.ts, holds none).
 */
const checkModule = '/generators/site/live-data-check.ts';
/** Editors write a file in several steps; changes closer than this are handled together. */
const settleMs = 40;

/** The error shown by Vite's overlay (`ErrorPayload['err']`). */
interface OverlayError {
  message: string;
  stack: string;
  plugin: string;
  id?: string;
  frame?: string;
  loc?: { file: string; line: number; column: number };
}

/** The state of data/ after the last change: the text printed once, and what the browser shows. */
interface DataProblem {
  text: string;
  overlay: OverlayError;
}

/**
 * `npm run dev` with live data: an edit to any file under data/ (catalogs, API files, schemas, site.yaml,
 * sidebar.yaml, content data, meta schemas) shows on the next reload, without restarting the server.
 *
 * On a change the plugin invalidates the virtual modules made from data/ (the SSR copy and the browser copy), has
 * the module runner drop the data caches that read the changed files (generators/data/data-cache.ts) and validate
 * what the change can affect, and then either reloads the open pages or, for a bad edit, prints the positioned
 * problems once in the terminal and shows them
 * in Vite's error overlay. While the data is wrong every page request answers with that error page (status
 * 500); the server keeps running, and the next valid save reloads the pages. Page requests that arrive while a
 * check runs wait for it, so they never see half-loaded data.
 */
export function liveDataPlugin(): Plugin {
  return {
    name: 'dmdata:live-data',
    apply: 'serve',
    configureServer(server) {
      const live = new LiveData(server);
      server.watcher.on('add', (file) => live.changed(file));
      server.watcher.on('change', (file) => live.changed(file));
      server.watcher.on('unlink', (file) => live.changed(file));
      server.middlewares.use((request, response, next) => {
        live.servePage(request, response).then((served) => served || next(), next);
      });
    },
  };
}

class LiveData {
  private readonly dataDir: string;
  private readonly waiting = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Settles when every change seen so far is checked. */
  private pending: Promise<void> = Promise.resolve();
  private settle: (() => void) | null = null;
  /** Checks run one after the other. */
  private queue: Promise<void> = Promise.resolve();
  private problem: DataProblem | null = null;

  constructor(private readonly server: ViteDevServer) {
    this.dataDir = path.join(server.config.root, 'data');
  }

  /** Records a watched file's change; files outside data/ and editors' temporary files are ignored. */
  changed(file: string): void {
    const relative = path.relative(this.dataDir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative) || !/\.(ya?ml|json)$/.test(file)) return;
    this.waiting.add(`data/${relative.split(path.sep).join('/')}`);
    if (!this.settle) {
      // Page requests that arrive from now on wait until this change is checked.
      const settling = new Promise<void>((resolve) => (this.settle = resolve));
      this.pending = this.pending.then(() => settling);
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const settled = this.settle!;
      const files = [...this.waiting];
      this.settle = null;
      this.timer = null;
      this.waiting.clear();
      this.queue = this.queue
        .then(() => this.reload(files))
        .catch((error: unknown) =>
          this.server.config.logger.error(String(error instanceof Error ? error.stack : error)),
        )
        .finally(settled);
    }, settleMs);
  }

  private async reload(files: string[]): Promise<void> {
    for (const environment of Object.values(this.server.environments)) {
      for (const id of dataModuleIds) {
        const module = environment.moduleGraph.getModuleById(id);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
    }
    const problem = await this.check(files);
    const logger = this.server.config.logger;
    const client = this.server.environments.client.hot;
    if (problem) {
      if (problem.text !== this.problem?.text) logger.error(problem.text, { timestamp: true });
      this.problem = problem;
      client.send({ type: 'error', err: problem.overlay });
      return;
    }
    if (this.problem) logger.info(`data is valid again (${files.join(', ')})`, { timestamp: true });
    else logger.info(`data changed: ${files.join(', ')}`, { timestamp: true });
    this.problem = null;
    client.send({ type: 'full-reload', path: '*' });
  }

  private async check(files: string[]): Promise<DataProblem | null> {
    try {
      const { checkChangedData } = (await this.server.ssrLoadModule(checkModule)) as {
        checkChangedData: (changed: string[]) => Promise<LiveDataCheck>;
      };
      const { issues } = await checkChangedData(files);
      return issues.length > 0 ? this.issuesProblem(issues) : null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const stack = error instanceof Error ? (error.stack ?? '') : '';
      return {
        text: `Could not load data after a change to ${files.join(', ')}:\n${stack || message}`,
        overlay: { message, stack, plugin: 'dmdata:live-data' },
      };
    }
  }

  private issuesProblem(issues: DataIssue[]): DataProblem {
    const text = `Invalid data (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${issues.map((issue) => `  ${formatIssue(issue)}`).join('\n')}`;
    const [first] = issues;
    const file = path.join(this.server.config.root, first.file);
    return {
      text,
      overlay: {
        message: text,
        stack: '',
        plugin: 'dmdata:live-data',
        id: file,
        frame: codeFrame(file, first.line, first.column),
        loc: { file, line: first.line, column: first.column },
      },
    };
  }

  /** Answers a page request with the data error while there is one; false lets the request through. */
  async servePage(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (!isPageRequest(request)) return false;
    await this.pending;
    if (!this.problem) return false;
    response.statusCode = 500;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(errorPage(this.problem));
    return true;
  }
}

/** A browser navigation or Vike's page data request (client-side navigation). */
function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '';
  if (/\.pageContext\.json(\?|$)/.test(url)) return true;
  if (url.startsWith('/@') || url.startsWith('/node_modules/') || url.startsWith('/__')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The lines around a position, with a caret under the column, as Vite's overlay shows code. */
function codeFrame(file: string, line: number, column: number): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number += 1) {
    out.push(`${number === line ? '>' : ' '} ${String(number).padStart(width)} | ${lines[number - 1]}`);
    if (number === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/**
 * The page served while data/ is wrong: the problems as text (readable without JavaScript), Vite's client, which
 * reloads the page once the file is fixed, and its error overlay with the first problem's code frame.
 */
function errorPage(problem: DataProblem): string {
  const overlay = scriptJson(problem.overlay);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Invalid data</title>
<script type="module" src="/@vite/client"></script>
</head>
<body>
<pre id="dmdata-data-error">${escapeText(problem.text)}</pre>
<script type="module">
import { ErrorOverlay } from '/@vite/client';
document.body.appendChild(new ErrorOverlay(${overlay}));
</script>
</body>
</html>
`;
}
