import path from 'node:path';
import type { BuildArtifact } from '../site/page-source';
import { repoRoot } from '../data/data-source';
import { loadScenarios } from '../content/scenarios';
import { loadStandInInfo } from '../content/stand-in';
import type { StandInData } from './cli';
import { standInContract } from './contract-data';

// Not import.meta.url: the build runs this module bundled elsewhere (generators/cli/run-bundled.mjs).
const here = path.join(repoRoot, 'generators/stand-in');

/** What the bundle carries, from data/: the contract of data/api, every scenario and data/stand-in.yaml. */
export function standInData(apiDir?: string): StandInData {
  return { contract: standInContract(apiDir), scenarios: loadScenarios(), info: loadStandInInfo() };
}

/**
 * The downloadable stand-in as one ES module Node runs alone (`node dmdata-stand-in.mjs`): the CLI and its
 * packages (ws, ajv) bundled by esbuild, with the data as a JSON literal. `ws` loads Node's built-ins with
 * `require`, so the module defines one.
 */
export async function bundleStandIn(data: StandInData = standInData()): Promise<string> {
  // esbuild is loaded when a bundle is made, not with this module: the site model imports the API page source
  // (and so this file) in test environments such as jsdom, where esbuild refuses to load.
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: [
        `import { runStandInCli } from './cli';`,
        `const data = ${JSON.stringify(data)};`,
        `await runStandInCli(data, process.argv.slice(2));`,
      ].join('\n'),
      resolveDir: here,
      sourcefile: 'dmdata-stand-in.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'eof',
    write: false,
    // ws's optional native add-ons: it runs without them.
    external: ['bufferutil', 'utf-8-validate'],
    banner: {
      js: [
        '// DMDATA.JP stand-in: a local server that speaks the documented REST and WebSocket contract.',
        '// Run: node dmdata-stand-in.mjs --help',
        `import { createRequire as __standInRequire } from 'node:module';`,
        'const require = __standInRequire(import.meta.url);',
      ].join('\n'),
    },
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** The bundle as the file the site publishes at data/stand-in.yaml's `download` path. */
export async function standInArtifact(): Promise<BuildArtifact> {
  const data = standInData();
  return { path: data.info.download.slice(1), content: await bundleStandIn(data) };
}
