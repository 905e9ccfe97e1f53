import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _ } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { build, type BuildOptions } from 'esbuild';
import { repoRoot } from '../data/data-source';
import { validatorModulePath } from '../../isomorphic/validator-module-path';
import { openApiArtifactPath } from '../../isomorphic/routes';
import { openApiResponseSchemas, type OpenApiForChecks } from '../api/openapi-response-checks';

/**
 * The JSON validator's checks, compiled at build time: for every published schema `/schemas/<name>/<version>.json`
 * a module `/schemas/<name>/<version>.validate.js` whose default export is the ajv validation function of exactly
 * that file (ajv's standalone code, bundled with its runtime helpers and formats by esbuild). The browser imports
 * it instead of compiling the schema itself, which would need `new Function` (CSP 'unsafe-eval').
 * The options are the validator's: every error, no strict mode, union types allowed, the formats of ajv-formats.
 */

/** The published schemas: `schemas/<name>/<version>.json` below `distDir` (not the examples or components.json). */
function publishedSchemas(distDir: string): string[] {
  const root = path.join(distDir, 'schemas');
  const found: string[] = [];
  for (const name of readdirSync(root, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    for (const file of readdirSync(path.join(root, name.name))) {
      if (/^\d+\.\d+\.\d+\.json$/.test(file)) found.push(`${name.name}/${file}`);
    }
  }
  return found.sort();
}

function standaloneValidator(schema: object, shared?: object): string {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    allowUnionTypes: true,
    code: { source: true, esm: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  (addFormats as unknown as (instance: Ajv2020) => void)(ajv);
  if (shared) ajv.addSchema(shared);
  return standaloneCode(ajv, ajv.compile(schema));
}

/** Where a schema taken out of the published OpenAPI document finds what its `#/components/…` references name. */
const openApiId = 'https://dmdata.invalid/openapi.json';

function anchoredToOpenApi(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchoredToOpenApi);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${openApiId}${value}`
        : anchoredToOpenApi(value),
    ]),
  );
}

/** The compiled check of every documented JSON response of the OpenAPI document the build wrote (`distDir`). */
function writeResponseValidatorSources(distDir: string, work: string): string[] {
  const document = JSON.parse(readFileSync(path.join(distDir, openApiArtifactPath), 'utf8')) as OpenApiForChecks;
  const shared = { $id: openApiId, components: { schemas: document.components?.schemas ?? {} } };
  return openApiResponseSchemas(document).map(({ path: modulePath, schema }) => {
    const entry = path.join(work, 'responses', modulePath.replace(/\.js$/, '.mjs'));
    mkdirSync(path.dirname(entry), { recursive: true });
    writeFileSync(entry, standaloneValidator(anchoredToOpenApi(schema) as object, shared));
    return entry;
  });
}

/** How every validation module is bundled: ajv's standalone code with its runtime helpers and formats. */
const esbuildOptions = {
  outExtension: { '.js': '.js' },
  entryNames: '[dir]/[name]',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'silent',
  nodePaths: [path.join(repoRoot, 'node_modules')],
} satisfies BuildOptions;

/**
 * Writes a validation module next to every published schema, and one per documented JSON response of the OpenAPI
 * document (for the endpoint pages' "try it" panel); returns how many.
 */
export async function writeValidatorModules(distDir: string): Promise<number> {
  const schemas = publishedSchemas(distDir);
  const work = mkdtempSync(path.join(tmpdir(), 'dmdata-validators-'));
  try {
    const entryPoints = schemas.map((relative) => {
      const entry = path.join(work, validatorModulePath(relative).replace(/\.js$/, '.mjs'));
      mkdirSync(path.dirname(entry), { recursive: true });
      writeFileSync(
        entry,
        standaloneValidator(JSON.parse(readFileSync(path.join(distDir, 'schemas', relative), 'utf8')) as object),
      );
      return entry;
    });
    const responseEntryPoints = writeResponseValidatorSources(distDir, work);
    await build({
      ...esbuildOptions,
      entryPoints: responseEntryPoints,
      outbase: path.join(work, 'responses'),
      outdir: distDir,
    });
    await build({
      ...esbuildOptions,
      entryPoints,
      outbase: work,
      outdir: path.join(distDir, 'schemas'),
    });
    return entryPoints.length + responseEntryPoints.length;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
