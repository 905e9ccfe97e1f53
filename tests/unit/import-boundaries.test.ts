import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';

/**
 * The layers and who may import whom:
 * - `isomorphic/` (what the build and the browser both use) imports only itself and packages, and no Node built-in;
 * - `renderer/` (the browser's side) never imports `generators/`, not even a type;
 * - `generators/` (the build) never imports `renderer/` or `pages/`, not even a type: page sources return plain
 *   props, and the route's `+data` hook renders them with the component of the page's kind (pages/_page-kinds/);
 * - `pages/` (components that only render) never imports `generators/`, not even a type: components take props
 *   (or, on MDX pages, `SiteContentContext`) and import `isomorphic/`. Vike's hook files (`+data.ts`, `+route.ts` …) are
 *   the one place the build and the components meet, and may import both.
 */

interface ImportStatement {
  file: string;
  line: number;
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

type Layer = 'isomorphic' | 'renderer' | 'generators' | 'pages';

/**
 * Components of MDX pages that still call a data loader of generators/content/ (price, service facts, the EEW
 * client, …) or the highlighter while rendering; each is to read `SiteContentContext` instead. Nothing may join.
 */
const pagesStillLoadingData = new Set([
  'pages/_components/CodeBlock.tsx',
  'pages/_components/ConversionErrorTables.tsx',
  'pages/_components/EewClientDownloads.tsx',
  'pages/_components/EewClientPlans.tsx',
  'pages/_components/EewClientVersions.tsx',
  'pages/_components/EewGuidelineStatusLegend.tsx',
  'pages/_components/EewGuidelineTable.tsx',
  'pages/_components/ParameterHistoryTable.tsx',
  'pages/_components/PaymentMethodSummary.tsx',
  'pages/_components/PaymentMethodTable.tsx',
  'pages/_components/PriceTables.tsx',
  'pages/_components/ServiceFact.tsx',
  'pages/_components/api/FieldTables.tsx',
  'pages/_components/landing/AccountActions.tsx',
  'pages/_components/landing/DeliveryDiagram.tsx',
  'pages/_components/landing/EewClientBanner.tsx',
  'pages/_components/landing/LicenceLabel.tsx',
  'pages/_components/landing/LowestIndividualPrice.tsx',
  'pages/_components/landing/PaymentBadges.tsx',
  'pages/_components/landing/PlanCard.tsx',
  'pages/_components/landing/PlanCards.tsx',
  'pages/_components/landing/ResponseExample.tsx',
  'pages/_components/landing/TrustSignals.tsx',
]);

/** Vike's hook and config files (`+data.ts`, `+route.ts`, …): where the build and the components meet. */
const isVikeHook = (file: string) => path.basename(file).startsWith('+');

/** The modules of a folder of the repository, as `{ file, text }` with `file` relative to the repository. */
function modulesOf(folder: Layer): Array<{ file: string; text: string }> {
  const root = path.join(repoRoot, folder);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .map((file) => ({ file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));
}

/** Every import and re-export of a module, static or dynamic, with its line. */
export function importsOf(file: string, text: string): ImportStatement[] {
  const found: ImportStatement[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const staticPattern = /^\s*(import|export)\s+(type\s+)?(?:[\s\S]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(staticPattern)) {
    if (match[1] === 'export' && !/\sfrom\s/.test(match[0])) continue;
    found.push({ file, line: lineAt(match.index), specifier: match[3], typeOnly: Boolean(match[2]), dynamic: false });
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const typePosition =
      /:\s*$|typeof\s+$/.test(text.slice(Math.max(0, match.index - 12), match.index)) ||
      /^[^\n]*\*/.test(text.slice(text.lastIndexOf('\n', match.index) + 1, match.index));
    found.push({ file, line: lineAt(match.index), specifier: match[1], typeOnly: typePosition, dynamic: true });
  }
  return found;
}

/** The top folder of the repository a relative import lands in (`generators`, `renderer`, …), or null for a package. */
function targetLayer(statement: ImportStatement): string | null {
  if (!statement.specifier.startsWith('.')) return null;
  const target = path.relative(repoRoot, path.resolve(repoRoot, path.dirname(statement.file), statement.specifier));
  return target.split(path.sep)[0];
}

function describeImport(statement: ImportStatement): string {
  return `${statement.file}:${statement.line} imports ${statement.specifier}`;
}

/** The imports of `folder` that break the rules above. */
export function boundaryViolations(folder: Layer, modules = modulesOf(folder)): string[] {
  return modules.flatMap(({ file, text }) =>
    importsOf(file, text)
      .filter((statement) => {
        const layer = targetLayer(statement);
        if (folder === 'isomorphic')
          return statement.specifier.startsWith('node:') || (layer !== null && layer !== 'isomorphic');
        if (folder === 'renderer') return layer === 'generators' || layer === 'pages';
        if (folder === 'pages') return layer === 'generators' && !isVikeHook(file) && !pagesStillLoadingData.has(file);
        return layer === 'renderer' || layer === 'pages';
      })
      .map(describeImport),
  );
}

describe('import boundaries', () => {
  it('isomorphic/ imports only itself and packages, never Node built-ins', () => {
    expect(boundaryViolations('isomorphic')).toEqual([]);
  });

  it('renderer/ never imports generators/', () => {
    expect(boundaryViolations('renderer')).toEqual([]);
  });

  it('generators/ never imports renderer/ or pages/, not even a type', () => {
    expect(boundaryViolations('generators')).toEqual([]);
  });

  it('pages/ (components) never imports generators/, not even a type; only the Vike hook files join the two', () => {
    expect(boundaryViolations('pages')).toEqual([]);
  });

  it('finds each kind of violation (so the checks above can fail) and lets the allowed imports through', () => {
    const check = (layer: Layer, file: string, text: string) => boundaryViolations(layer, [{ file, text }]);
    expect(
      check('renderer', 'renderer/shell/X.tsx', "import type { SiteModel } from '../../generators/site/site-model';"),
    ).toEqual(['renderer/shell/X.tsx:1 imports ../../generators/site/site-model']);
    expect(
      check(
        'isomorphic',
        'isomorphic/x.ts',
        "import { readFileSync } from 'node:fs';\nimport { labels } from '../renderer/y';",
      ),
    ).toHaveLength(2);
    expect(
      check('generators', 'generators/site/x.ts', 'import {\n  a,\n  b,\n} from "../../renderer/labels";'),
    ).toEqual(['generators/site/x.ts:1 imports ../../renderer/labels']);
    expect(
      check('generators', 'generators/site/x.ts', "const { A } = await import('../../pages/_components/A');"),
    ).toHaveLength(1);
    expect(check('generators', 'generators/site/x.ts', "export { A } from '../../pages/_components/A';")).toHaveLength(
      1,
    );
    expect(
      check('generators', 'generators/page-sources/x.ts', "const { A } = await import('../../pages/_components/A');"),
    ).toHaveLength(1);
    expect(
      check(
        'generators',
        'generators/page-sources/x.ts',
        "const { A } = await pageComponents<typeof import('../../pages/_components/A')>('_components/A');",
      ),
    ).toHaveLength(1);
    expect(
      check('generators', 'generators/site/x.ts', "import type { HeadLink } from '../../renderer/head-links';"),
    ).toHaveLength(1);
    expect(check('generators', 'generators/site/x.ts', "import { labels } from '../../isomorphic/labels';")).toEqual(
      [],
    );
    expect(
      check(
        'renderer',
        'renderer/x.ts',
        "import { labels } from '../isomorphic/labels';\nimport { useState } from 'react';",
      ),
    ).toEqual([]);
    expect(
      check(
        'pages',
        'pages/docs/x/X.tsx',
        "import type { TelegramEntry } from '../../../generators/catalog/telegrams';",
      ),
    ).toEqual(['pages/docs/x/X.tsx:1 imports ../../../generators/catalog/telegrams']);
    expect(
      check('pages', 'pages/site-pages/+data.ts', "import { siteModel } from '../../generators/site/site-model';"),
    ).toEqual([]);
    expect(check('pages', 'pages/docs/x/X.tsx', "import { telegramUrl } from '../../../isomorphic/routes';")).toEqual(
      [],
    );
  });
});
