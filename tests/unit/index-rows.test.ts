import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastText } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { generatedPageView } from '../../generators/site/generated-page';
import { siteModel } from '../../generators/site/site-model';
import { loadJmaFileCatalog } from '../../generators/catalog/jmafile';
import { loadTelegramCatalog } from '../../generators/catalog/telegrams';
import type { TelegramStatus } from '../../isomorphic/catalog-types';
import { jmaFileIndexPath, jmaFileUrl, telegramIndexPath, telegramUrl } from '../../isomorphic/routes';
import { deliveryStateLabel, deliveryWhen } from '../../pages/_components/reference/DeliveryStatus';
import { pageElement } from '../../pages/page-kinds';
import { renderBuildTime } from '../support/render-build-time';

/**
 * The index pages show the whole entry: every status (with its date and replacement), every data-type code or
 * notation, every remark (国内, 昭和基地, 海外編集 …, the report type) of data/telegrams.yaml is in the entry's row of
 * /docs/telegrams/, in the words of the entry's own page; every data identifier and delivery interval of
 * data/jmafile.yaml is in its row of /docs/jmafile/. The pages are rendered by their real page kind with the props
 * the build gives them.
 */

async function renderedPage(urlPath: string): Promise<Root> {
  const pages = siteModel().pages;
  const page = pages.get(urlPath) ?? pages.get(urlPath.replace(/\/$/, ''));
  if (!page) throw new Error(`no page ${urlPath}`);
  return fromHtml(renderBuildTime(pageElement(await generatedPageView(page))), { fragment: true });
}

function elements(tree: Root | Element, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (test(node)) found.push(node);
  });
  return found;
}

const cells = (row: Element) => elements(row, (node) => node.tagName === 'td');

/** The table row whose first cell links to `href` (a status cell may link other entries as 後継). */
function rowLinking(tree: Root, href: string): Element | undefined {
  return elements(tree, (node) => node.tagName === 'tr').find((row) => {
    const first = cells(row)[0];
    return first && elements(first, (node) => node.tagName === 'a' && node.properties.href === href).length > 0;
  });
}

const codeTexts = (node: Element) => elements(node, (child) => child.tagName === 'code').map((code) => hastText(code));
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The words every page uses for a status: its label, its date, its replacements. */
function statusWords(status: TelegramStatus): string[] {
  const when = deliveryWhen(status);
  return [deliveryStateLabel(status.state), ...(when ? [`（${when}）`] : []), ...(status.replacedBy ?? [])];
}

describe('/docs/telegrams/: each row shows the whole entry', async () => {
  const catalog = loadTelegramCatalog();
  const index = await renderedPage(telegramIndexPath);

  it.each(catalog.telegrams.map((entry) => [entry.code, entry] as const))('%s', async (code, entry) => {
    const row = rowLinking(index, telegramUrl(code));
    expect(row, `no row links to ${telegramUrl(code)}`).toBeDefined();
    const [, codesCell, formatCell, statusCell] = cells(row!);
    const codes = codeTexts(codesCell);
    const covered = new Set((entry.dataTypePatterns ?? []).flatMap((pattern) => pattern.codes ?? []));
    for (const pattern of entry.dataTypePatterns ?? []) expect(codes, 'pattern').toContain(pattern.notation);
    for (const dataType of entry.dataTypes.filter((value) => !covered.has(value)))
      expect(codes, 'data-type code').toContain(dataType);
    const codesText = squeeze(hastText(codesCell));
    for (const variant of entry.variants ?? [])
      if (variant.label) expect(codesText, 'remark').toContain(squeeze(`${variant.label}:`));
    for (const report of entry.reportTypes ?? []) expect(hastText(formatCell), 'report type').toContain(report);

    const statusText = squeeze(hastText(statusCell));
    for (const word of statusWords(entry.status)) expect(statusText, 'status').toContain(squeeze(word));
    for (const variant of entry.variants ?? [])
      if (variant.status)
        for (const word of [variant.label ?? '', ...statusWords(variant.status)])
          expect(statusText, 'variant status').toContain(squeeze(word));
    for (const replacement of [entry.status, ...(entry.variants ?? []).map((variant) => variant.status)].flatMap(
      (status) => status?.replacedBy ?? [],
    ))
      expect(codeTexts(statusCell), 'replacement').toContain(replacement);

    // The same words as the entry's own page: its 状態 fact reads exactly as the row's status cell.
    const page = await renderedPage(telegramUrl(code));
    const fact = elements(page, (node) => node.tagName === 'div').find((pair) =>
      pair.children.some((child) => child.type === 'element' && child.tagName === 'dt' && hastText(child) === '状態'),
    );
    expect(fact, '状態 fact').toBeDefined();
    const dd = elements(fact!, (node) => node.tagName === 'dd')[0];
    expect(squeeze(hastText(dd)), 'the 状態 fact of the entry page').toBe(statusText);
  });

  it.each((catalog.announced ?? []).map((entry) => [entry.title, entry] as const))(
    'announced without a page: %s',
    (title, entry) => {
      const row = elements(index, (node) => node.tagName === 'tr' && 'dataAnnounced' in node.properties).find(
        (candidate) => hastText(cells(candidate)[0]).startsWith(title),
      );
      expect(row, `no row for ${title}`).toBeDefined();
      const statusText = squeeze(hastText(cells(row!)[3]));
      for (const word of statusWords(entry.status)) expect(statusText).toContain(squeeze(word));
    },
  );
});

describe('/docs/jmafile/: each row shows every identifier with its own delivery', async () => {
  const catalog = loadJmaFileCatalog();
  const index = await renderedPage(jmaFileIndexPath);

  it.each(catalog.files.map((entry) => [entry.code, entry] as const))('%s', (code, entry) => {
    const row = rowLinking(index, jmaFileUrl(code));
    expect(row, `no row links to ${jmaFileUrl(code)}`).toBeDefined();
    const [, identifiersCell, , intervalCell, sizeCell] = cells(row!);
    const lines = elements(identifiersCell, (node) => 'dataIdentifierLine' in node.properties);
    for (const identifier of entry.dataIdentifiers ?? []) {
      const line = lines.find((candidate) => codeTexts(candidate).includes(identifier.value));
      expect(line, `identifier ${identifier.value}`).toBeDefined();
      if (identifier.label) expect(hastText(line!)).toContain(identifier.label);
      const variant = entry.variants?.find((candidate) =>
        candidate.patterns.some((pattern) => pattern.pattern.includes(`_${identifier.value}_`)),
      );
      if (variant) expect(hastText(line!), `${identifier.value} delivery`).toContain(variant.delivery.schedule);
    }
    for (const variant of entry.variants ?? []) {
      expect(hastText(intervalCell)).toContain(variant.delivery.interval ?? variant.delivery.schedule);
      if (variant.fileSize) expect(hastText(sizeCell)).toContain(variant.fileSize);
    }
  });
});
