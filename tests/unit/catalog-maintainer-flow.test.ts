import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { jmaFilePageProps, jmaFilePages } from '../../pages/kinds/jmafile/build/source';
import { telegramPageProps, telegramPages } from '../../pages/kinds/telegrams/build/source';
import type { SidebarEntry } from '../../isomorphic/site-types';
import { JmaFileIndex } from '../../pages/kinds/jmafile/JmaFileIndex';
import { JmaFilePage } from '../../pages/kinds/jmafile/JmaFilePage';
import { TelegramIndex } from '../../pages/kinds/telegrams/TelegramIndex';
import { TelegramPage } from '../../pages/kinds/telegrams/TelegramPage';
import { tempDataFile } from '../support/temp-data';
import { schemaVersionsRecord } from '../../pages/kinds/json-schema/build/paths';

function sidebarLinks(entries: SidebarEntry[]): string[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry.href] : sidebarLinks(entry.items)));
}

/** Adding one entry to a copy of a catalog is the only edit a maintainer makes; everything else follows. */
describe('maintainer flow: one new catalog entry', () => {
  it('a new telegram gets its page, its index row, its sidebar entry and its catalog.json record', async () => {
    const original = readFileSync(path.join(repoRoot, 'data/telegrams.yaml'), 'utf8');
    const added = [
      '  - code: et09999',
      '    title: 試験用の新しい地震情報',
      '    class: telegram.earthquake',
      '    summary: 保守手順を確かめるために追加した電文です。',
      '    dataTypes: [VXSE99]',
      '    format: xml',
      '    controlTitles: [試験用の新しい地震情報]',
      '    compression: gzip',
      '    documents: []',
      '    status: { state: delivering }',
      '',
    ].join('\n');
    const file = tempDataFile('telegrams.yaml', original.replace('  - code: et01010\n', `${added}  - code: et01010\n`));
    const { source, catalog } = telegramPages(file);
    const page = source.listPages().find((candidate) => candidate.path === '/docs/telegrams/et09999');
    expect(page).toMatchObject({
      title: '試験用の新しい地震情報',
      description: '保守手順を確かめるために追加した電文です。',
    });
    expect(sidebarLinks(source.sidebar!(new Map()))).toContain('/docs/telegrams/et09999');
    const entry = catalog().telegrams.find((candidate) => candidate.code === 'et09999')!;
    const index = renderToStaticMarkup(
      createElement(TelegramIndex, {
        catalog: catalog(),
        schemaVersions: schemaVersionsRecord(),
        disagreementTopics: {},
      }),
    );
    expect(index).toContain('<a href="/docs/telegrams/et09999">試験用の新しい地震情報</a>');
    expect(index).toContain('VXSE99');
    const body = renderToStaticMarkup(createElement(TelegramPage, telegramPageProps(entry, catalog())));
    expect(body).toContain('<code>VXSE99</code>');
    const [json] = await source.artifacts!();
    expect(
      JSON.parse(json.content).telegrams.some(
        (item: { code: string; url: string }) => item.code === 'et09999' && item.url === '/docs/telegrams/et09999',
      ),
    ).toBe(true);
  });

  it('a new JMA file gets its page, its index row, its sidebar entry and its catalog.json record', async () => {
    const original = readFileSync(path.join(repoRoot, 'data/jmafile.yaml'), 'utf8');
    const start = original.indexOf('  - code: jf02130\n');
    const end = original.indexOf('\n  - code: ', start + 1);
    const copy = original
      .slice(start, end)
      .replace('code: jf02130', 'code: jf09999')
      .replace(/title: .*/, 'title: 試験用の新しい格子点資料');
    const file = tempDataFile('jmafile.yaml', `${original.slice(0, end)}\n${copy}${original.slice(end)}`);
    const { source, catalog } = jmaFilePages(file);
    expect(source.listPages().find((candidate) => candidate.path === '/docs/jmafile/jf09999')?.title).toBe(
      '試験用の新しい格子点資料',
    );
    expect(sidebarLinks(source.sidebar!(new Map()))).toContain('/docs/jmafile/jf09999');
    const entry = catalog().files.find((candidate) => candidate.code === 'jf09999')!;
    expect(renderToStaticMarkup(createElement(JmaFileIndex, { catalog: catalog(), disagreementTopics: {} }))).toContain(
      '<a href="/docs/jmafile/jf09999">試験用の新しい格子点資料</a>',
    );
    expect(renderToStaticMarkup(createElement(JmaFilePage, jmaFilePageProps(entry, catalog())))).toContain(
      '試験用の新しい格子点資料',
    );
    const [json] = await source.artifacts!();
    expect(JSON.parse(json.content).files.some((item: { code: string }) => item.code === 'jf09999')).toBe(true);
  });
});
