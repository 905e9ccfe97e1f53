/**
 * Compares two builds of the site (`dist/client` folders) the way a visitor and a downloader see them:
 * - the same URLs: every built file outside the hashed bundles (`assets/`) and the search index (`pagefind/`);
 * - the same text on every page: each HTML file's title, meta description, canonical link and visible text
 *   (scripts, styles and tags removed, whitespace collapsed);
 * - the same bytes in every machine-readable file (catalog.json, schemas, .d.ts, OpenAPI, the Atom feed…).
 * Markup, class names and bundle hashes may differ: a refactoring that keeps what the visitor reads passes.
 *
 * With `--markup`, stricter: each HTML file must parse to the same DOM (parse5, the browser's parsing rules: elements,
 * attribute values, text, comments; how they are spelled may differ: `&quot;` or `"`, `hidden=""` or `hidden`), and each `.pageContext.json` must hold
 * the same data, its body HTML compared the same way. A change to how the build writes HTML, not to what it writes,
 * passes.
 *
 *   npx tsx tests/tools/compare-builds.ts [--markup] <distA/client> <distB/client>
 *
 * Prints every difference and exits with 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { Element, Nodes, Root } from 'hast';

/** Folders whose names or bytes change with every build (content hashes), not with what the site says. */
const ignoredTopFolders = new Set(['assets', 'pagefind']);
/** Vike's per-page data for client navigation: it carries the same body as the HTML, compared there. */
const ignoredSuffixes = ['.pageContext.json'];

export function builtFiles(root: string, withPageData = false): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (dir === root && ignoredTopFolders.has(entry.name)) continue;
        walk(full);
      } else if (withPageData || !ignoredSuffixes.some((suffix) => relative.endsWith(suffix))) files.push(relative);
    }
  };
  walk(root);
  return files.sort();
}

function findAll(node: Nodes, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  if (node.type === 'element' && test(node)) found.push(node);
  if ('children' in node) for (const child of node.children) findAll(child, test, found);
  return found;
}

/**
 * Drops what a reader never sees: scripts, styles, templates, and whitespace-only text between elements
 * (formatting), except inside `<pre>`, where whitespace is what the reader sees.
 */
function withoutInvisible(node: Root | Element, inPre = false): void {
  node.children = node.children.filter(
    (child) =>
      !(child.type === 'element' && ['script', 'style', 'template'].includes(child.tagName)) &&
      !(!inPre && child.type === 'text' && child.value.trim() === ''),
  );
  for (const child of node.children)
    if (child.type === 'element') withoutInvisible(child, inPre || child.tagName === 'pre');
}

/** What a reader of the page gets: the head's title, description and canonical URL, and the body's text. */
export function pageText(html: string): string {
  const tree = fromHtml(html);
  withoutInvisible(tree);
  const title = findAll(tree, (element) => element.tagName === 'title').map((element) => toString(element));
  const description = findAll(
    tree,
    (element) => element.tagName === 'meta' && element.properties.name === 'description',
  ).map((element) => String(element.properties.content));
  const canonical = findAll(
    tree,
    (element) => element.tagName === 'link' && String(element.properties.rel) === 'canonical',
  ).map((element) => String(element.properties.href));
  const body = findAll(tree, (element) => element.tagName === 'body').map((element) => toString(element));
  return [
    `title: ${title.join(' | ')}`,
    `description: ${description.join(' | ')}`,
    `canonical: ${canonical.join(' | ')}`,
    ...body,
  ]
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
}

type Parse5Node = DefaultTreeAdapterMap['node'];

/** A parse5 node as plain data: name, attributes as the DOM holds them (decoded strings, in order), text, children. */
function domOf(node: Parse5Node): unknown {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (node.nodeName === '#comment') return { comment: (node as DefaultTreeAdapterMap['commentNode']).data };
  if (node.nodeName === '#documentType') return { doctype: (node as DefaultTreeAdapterMap['documentType']).name };
  const element = node as DefaultTreeAdapterMap['element'];
  const children =
    node.nodeName === 'template'
      ? (node as DefaultTreeAdapterMap['template']).content.childNodes
      : 'childNodes' in node
        ? node.childNodes
        : [];
  return {
    name: node.nodeName,
    ...(element.namespaceURI ? { ns: element.namespaceURI } : {}),
    ...(element.attrs?.length ? { attrs: element.attrs.map((a) => [a.prefix ?? '', a.name, a.value]) } : {}),
    children: children.map(domOf),
  };
}

/** The DOM a browser builds from an HTML document (or fragment), as JSON: what `--markup` compares. */
export function markupTree(html: string, fragment = false): string {
  return JSON.stringify(domOf(fragment ? parseFragment(html) : parse(html)));
}

/** A client navigation's page data with its body HTML as a parsed tree. */
function pageDataTree(json: string): string {
  const context = JSON.parse(json) as { data?: { html?: unknown } };
  if (context.data && typeof context.data.html === 'string')
    context.data.html = JSON.parse(markupTree(context.data.html, true)) as unknown;
  return JSON.stringify(context);
}

/** Where two texts first part, with a little context, for the report. */
function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  const from = Math.max(0, index - 60);
  return `at character ${index}:\n      before: …${a.slice(from, index + 80)}…\n      after:  …${b.slice(from, index + 80)}…`;
}

export interface BuildComparison {
  onlyInA: string[];
  onlyInB: string[];
  changed: { file: string; detail: string }[];
  compared: number;
}

export function compareBuilds(rootA: string, rootB: string, markup = false): BuildComparison {
  const filesA = builtFiles(rootA, markup);
  const filesB = builtFiles(rootB, markup);
  const inB = new Set(filesB);
  const inA = new Set(filesA);
  const result: BuildComparison = {
    onlyInA: filesA.filter((file) => !inB.has(file)),
    onlyInB: filesB.filter((file) => !inA.has(file)),
    changed: [],
    compared: 0,
  };
  for (const file of filesA.filter((candidate) => inB.has(candidate))) {
    result.compared++;
    const a = readFileSync(path.join(rootA, file));
    const b = readFileSync(path.join(rootB, file));
    if (markup && (file.endsWith('.html') || file.endsWith('.pageContext.json'))) {
      if (a.equals(b)) continue;
      const read = file.endsWith('.html') ? markupTree : pageDataTree;
      const treeA = read(a.toString('utf8'));
      const treeB = read(b.toString('utf8'));
      if (treeA !== treeB) result.changed.push({ file, detail: firstDifference(treeA, treeB) });
    } else if (file.endsWith('.html')) {
      const textA = pageText(a.toString('utf8'));
      const textB = pageText(b.toString('utf8'));
      if (textA !== textB) result.changed.push({ file, detail: firstDifference(textA, textB) });
    } else if (!a.equals(b)) {
      result.changed.push({ file, detail: firstDifference(a.toString('utf8'), b.toString('utf8')) });
    }
  }
  return result;
}

function main(argv: string[]): number {
  const markup = argv.includes('--markup');
  const [rootA, rootB] = argv.filter((arg) => arg !== '--markup');
  if (!rootA || !rootB) {
    console.error('usage: npx tsx tests/tools/compare-builds.ts [--markup] <distA/client> <distB/client>');
    return 2;
  }
  const result = compareBuilds(rootA, rootB, markup);
  for (const file of result.onlyInA) console.log(`only in ${rootA}: ${file}`);
  for (const file of result.onlyInB) console.log(`only in ${rootB}: ${file}`);
  for (const change of result.changed) console.log(`changed: ${change.file} ${change.detail}`);
  const problems = result.onlyInA.length + result.onlyInB.length + result.changed.length;
  console.log(
    `${result.compared} files compared (${builtFiles(rootA).filter((file) => file.endsWith('.html')).length} pages); ${problems} difference(s)`,
  );
  return problems === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exit(main(process.argv.slice(2)));
