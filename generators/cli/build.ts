import { build, prerender } from 'vike/api';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { MarkdownOutputWriter, type MarkdownOutputs, type PrerenderedPage } from '../build/markdown-outputs';
import type { LlmsSite } from '../build/llms-txt';
import { writeHeadersFile } from '../build/security-headers';
import { writeValidatorModules } from '../build/validator-modules';
import { siteConnectSourcesFromData } from '../api/try-it-targets';
import { repoRoot } from '../data/data-source';
import { strictChecksVariable } from '../schemas/load';
import type { IndexablePage } from '../../isomorphic/page-data';
import { pageRendering } from '../site/page-rendering';
import { siteViteConfig } from '../site/vite-config';
import {
  BuildStepError,
  checkLinks,
  checkRequiredFiles,
  checkSchemasStrictly,
  cleanDist,
  distRoot,
  llmsSite,
  prerenderedPage,
  distClient,
  slimInlineData,
  slimNavigationPageData,
  startSearchIndex,
  validateData,
  writeArtifacts,
  writeSearchEngineFiles,
  writeSocialCardImages,
} from './build-steps';

/** Runs one build step and prints how long it took, so a slow step shows in every build log. */
async function step<T>(name: string, run: () => T | Promise<T>, done: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`✓ ${done(result)} (${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/**
 * Runs `checkSchemasStrictly` in a worker thread (this same file, started again: see the end of the file), on the
 * core the page rendering leaves free. Needs this file as JavaScript, as `npm run build` runs it
 * (generators/cli/run-bundled.mjs).
 */
function strictSchemaChecks(): Promise<void> {
  const env = { ...process.env };
  delete env[strictChecksVariable];
  return inWorker<void>({ task: 'strict-schema-checks' }, env, 'the schema check worker');
}

/**
 * Writes every page's Markdown, /llms.txt and /llms-full.txt (generators/build/markdown-outputs.ts) in a worker
 * thread: each page is posted to it as Vike prerenders it, so the conversion (5–7 s of one core for the whole site)
 * runs on the core the prerender leaves free; `finish` says that every page was sent and waits for the files.
 */
function startMarkdownOutputs(site: LlmsSite): {
  add: (page: PrerenderedPage) => void;
  finish: () => Promise<MarkdownOutputs>;
} {
  const { worker, answer } = startWorker<MarkdownOutputs>(
    { task: 'markdown', site },
    process.env,
    'the Markdown worker',
  );
  answer.catch(() => undefined);
  return {
    add: (page) => worker.postMessage({ page }),
    finish: () => {
      worker.postMessage({ finish: true });
      return answer;
    },
  };
}

type WorkerTask =
  { task: 'strict-schema-checks' } | { task: 'markdown'; site: LlmsSite } | { task: 'validator-modules' };

/** Workers still running; a failed build stops them before it removes dist/ (they may be writing into it). */
const runningWorkers = new Set<Worker>();

/** Runs a task in this same file started again as a worker (see the end of the file); it answers once. */
function inWorker<T>(task: WorkerTask, env: NodeJS.ProcessEnv, name: string): Promise<T> {
  return startWorker<T>(task, env, name).answer;
}

function startWorker<T>(
  task: WorkerTask,
  env: NodeJS.ProcessEnv,
  name: string,
): { worker: Worker; answer: Promise<T> } {
  const worker = new Worker(fileURLToPath(import.meta.url), { env, workerData: task });
  const answer = new Promise<T>((resolve, reject) => {
    runningWorkers.add(worker);
    worker.once('exit', () => runningWorkers.delete(worker));
    let answered = false;
    worker.once('message', (message: { error?: string; result?: T }) => {
      answered = true;
      if (message.error) reject(new BuildStepError(message.error));
      else resolve(message.result as T);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`${name} stopped (exit code ${code}) without an answer`));
    });
  });
  return { worker, answer };
}

/** What Vike's prerender API hands over for each file it would write (https://vike.dev/api#prerender). */
interface PrerenderedFile {
  _prerenderResult: { filePath: string; fileContent: string };
  indexablePage?: IndexablePage;
}

/**
 * `npm run build`, one linear pipeline in one module instance of the build code: validate data → bundle with Vike
 * (the Vite configuration and its plugins made here, with the validated site model) → prerender with Vike's API,
 * the pages rendered with this script's build code (`pageContextInit`), each page written and fed to the search
 * index as it comes (the strict schema checks run in a worker meanwhile) → write downloads → check links →
 * finish the search index. Any failure stops the build with a message naming the file and position; dist/ is
 * removed first, so a failed build leaves no partial output behind. Each step prints its duration.
 */
async function main(): Promise<void> {
  const started = Date.now();
  // Vike reads its assets manifest back from the output folder by a path relative to the project: a folder outside
  // the project is written and then not found.
  if (path.relative(process.cwd(), distRoot).startsWith('..'))
    throw new BuildStepError(
      `DMDATA_OUT_DIR: ${distRoot} is outside the project (${process.cwd()}); use a folder inside it, such as .cache/dist-x`,
    );
  cleanDist();
  // The strict compile of the conversion schemas and the check of their examples (~1.5 s) shape no page: a worker
  // does them while Vike renders. A problem it finds stops the build all the same.
  process.env[strictChecksVariable] = '1';
  // This thread's validation comes first, before the worker and Vike start: bad data stops the build before any work
  // it would throw away (on the 2-core machine that work only took the cores the validation needed).
  const model = await step('validate', validateData, (result) => `data valid: ${result.pages.size} pages`);
  const strictChecks = strictSchemaChecks();
  strictChecks.catch(() => undefined);
  const pluginModel = Promise.resolve({
    routeKeys: [...model.pages.keys()],
    paths: [...model.pages.values()].map((page) => page.path),
    shell: model.shell,
  });
  // Made once per Vike call (a plugin object belongs to one Vite run); vite.config.ts is not read.
  const viteConfig = () => ({ configFile: false as const, ...siteViteConfig({ model: pluginModel }) });
  const bundling = build({ viteConfig: viteConfig(), vikeConfig: { prerender: { disableAutoRun: true } } });
  bundling.catch(() => undefined);
  // Pagefind indexes each page in its own process while Vike renders the next ones; a worker writes its Markdown.
  const markdownOutputs = startMarkdownOutputs(llmsSite(model));
  const searchIndex = await startSearchIndex(model, (url, html) =>
    markdownOutputs.add(prerenderedPage(model, url, html)),
  );
  // Vike hands each file over instead of writing it (`onPagePrerender`): this writes it as Vike would and gives the
  // page to the search index. The handler reads the file of this call before its first pause: Vike calls it for a
  // page's HTML and then its page data with the same page context.
  const writePrerendered = async (pageContext: PrerenderedFile) => {
    const { filePath, fileContent } = pageContext._prerenderResult;
    const indexable = filePath.endsWith('.html') ? pageContext.indexablePage : undefined;
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, fileContent);
    if (indexable) searchIndex.add(indexable);
  };
  await step(
    'vike build + prerender, schema checks beside it',
    () =>
      Promise.all([
        bundling.then(() =>
          prerender({
            viteConfig: viteConfig(),
            pageContextInit: { pageRendering },
            onPagePrerender: writePrerendered,
          }),
        ),
        strictChecks,
      ]),
    () =>
      'client and server bundles built, pages prerendered and fed to the search index; schemas compile strictly, examples valid',
  );
  // Pagefind writes its files in its own process while the downloads are written and the links checked.
  const indexing = searchIndex.finish();
  indexing.catch(() => undefined);
  const markdown = markdownOutputs.finish();
  await step('downloads', writeArtifacts, (count) => `${count} downloadable files written`);
  // The validator's modules are compiled from the schema files just written, in a worker, while this thread checks
  // the links, waits for Pagefind and slims the inline data.
  const validatorModules = inWorker<number>({ task: 'validator-modules' }, process.env, 'the validator module worker');
  validatorModules.catch(() => undefined);
  await step(
    'social cards',
    () => writeSocialCardImages(model),
    (count) => `${count} Open Graph images drawn`,
  );
  await step(
    'sitemap',
    () => writeSearchEngineFiles(model),
    (count) => `sitemap.xml lists ${count} pages; robots.txt names it`,
  );
  await step(
    'Markdown, rest of the wait',
    () => markdown,
    (written) =>
      `${written.pages} pages as Markdown, llms.txt, llms-full.txt (${(written.bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
  await step(
    'link check',
    () => {
      checkRequiredFiles();
      checkLinks();
    },
    () => 'internal links and anchors resolve',
  );
  await step(
    'search index, rest of the wait',
    () => indexing,
    (indexed) => `search index: ${indexed} pages`,
  );
  await step(
    'slim inline data',
    slimInlineData,
    (saved) => `inline hydration data slimmed by ${(saved / 1024 / 1024).toFixed(1)} MB`,
  );
  await step(
    'slim navigation data',
    slimNavigationPageData,
    (saved) => `client navigation page data slimmed by ${(saved / 1024 / 1024).toFixed(1)} MB`,
  );
  await step(
    'validator modules, rest of the wait',
    () => validatorModules,
    (count) => `${count} validation modules compiled (published schemas and documented API responses)`,
  );
  await step(
    'headers',
    () => writeHeadersFile(distClient, siteConnectSourcesFromData()),
    (written) =>
      `_headers written: CSP allows ${written.scripts} inline script${written.scripts === 1 ? '' : 's'} by hash, connections to ${/connect-src ([^;]*)/.exec(written.csp)?.[1] ?? ''}`,
  );
  console.log(`Built ${path.relative(repoRoot, distClient)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (isMainThread) {
  main().catch(async (error: unknown) => {
    await Promise.all([...runningWorkers].map((worker) => worker.terminate()));
    cleanDist();
    if (error instanceof BuildStepError) console.error(`\nBuild failed.\n${error.message}`);
    else console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
} else {
  // A worker of startWorker: answers once, with the positioned messages when something is wrong.
  const task = workerData as WorkerTask;
  const failure = {
    markdown: 'Markdown outputs failed',
    'validator-modules': 'validator modules failed',
    'strict-schema-checks': 'schema checks failed',
  }[task.task];
  const answer = (work: Promise<unknown>) =>
    work.then(
      (result) => parentPort?.postMessage({ result }),
      (error: unknown) =>
        parentPort?.postMessage({
          error:
            error instanceof BuildStepError
              ? error.message
              : `${failure}: ${error instanceof Error ? error.message : String(error)}`,
        }),
    );
  if (task.task === 'markdown') {
    // Pages come one message at a time while Vike renders; `finish` ends the list. The first failure answers.
    const writer = new MarkdownOutputWriter(distClient, task.site);
    let failed = false;
    parentPort?.on('message', (message: { page?: PrerenderedPage; finish?: true }) => {
      if (failed) return;
      try {
        if (message.page) writer.add(message.page);
        if (message.finish) void answer(Promise.resolve(writer.finish())).then(() => parentPort?.close());
      } catch (error) {
        failed = true;
        void answer(Promise.reject(error instanceof Error ? error : new Error(String(error)))).then(() =>
          parentPort?.close(),
        );
      }
    });
  } else if (task.task === 'validator-modules') {
    void answer(writeValidatorModules(distClient));
  } else {
    void answer(checkSchemasStrictly());
  }
}
