import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listHtmlFiles, scanPage } from './html-scan';

/**
 * The response headers the site is served with, written by the build as `dist/client/_headers` (the format
 * Netlify and Cloudflare Pages read: a path pattern on its own line, then indented `Name: value` lines) and applied
 * by `npm run serve` and the end-to-end server (generators/cli/static-server.ts reads the same file). docs/deploy.md
 * gives the same rules for nginx.
 *
 * The Content-Security-Policy allows scripts from the site itself and the inline scripts the build emitted, each
 * by the SHA-256 of its text, computed here from the built HTML: no 'unsafe-inline', no 'unsafe-eval' for scripts.
 */

/** `<script>` types a browser executes (an absent type is JavaScript); JSON data scripts need no hash. */
const executableScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'importmap']);

/** CSP source expressions (`'sha256-…'`) of every executable inline script in the built HTML, sorted, each once. */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of listHtmlFiles(distDir)) {
    if (file.startsWith('pagefind/')) continue;
    const html = readFileSync(path.join(distDir, file), 'utf8');
    for (const script of scanPage(html).scripts) {
      if ('src' in script.attributes) continue;
      const type = (script.attributes.type ?? '').trim().toLowerCase();
      if (!executableScriptTypes.has(type)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(script.text, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The policy. Why each part:
 * - `script-src`: the site's own files, the hashed inline scripts (colour mode before first paint, the input probe
 *   of renderer/content/hash-target.ts), and 'wasm-unsafe-eval' because Pagefind runs its search in WebAssembly;
 * - `style-src 'self'` for style sheets and `<style>` elements; `style-src-attr 'unsafe-inline'` for `style`
 *   attributes only: shiki writes each token's two theme colours as custom properties in a `style` attribute, and the
 *   long generated sections reserve their height in one (`contain-intrinsic-block-size`). An attribute can only
 *   style its own element (no selectors, no script), and `img-src` limits what it could load;
 * - `img-src data:` for the small SVG icons inlined in the CSS;
 * - `connect-src`: the site itself, and what the endpoint pages' "try it" panel may call (`connectSources`): the
 *   stand-in on its loopback host at any port, and the real API's origins, all from data (generators/api/try-it-targets.ts);
 * - `frame-ancestors 'none'`: no other site may frame these pages.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], connectSources: readonly string[] = []): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectSources]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export interface HeaderRule {
  /** A path, or a path ending in `*` that matches everything below it (the `_headers` pattern syntax). */
  pattern: string;
  headers: Array<[string, string]>;
}

/** Files whose names change with their content (Vite's hashed assets, Pagefind's index chunks): cached for a year. */
export const immutablePatterns = ['/assets/*', '/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/filter/*'];

/** Every other file (HTML, Markdown, the schemas, the Pagefind entry files) is revalidated on each use. */
export const revalidate = 'public, max-age=0, must-revalidate';

/**
 * The rules, in `_headers` order. HTML and the other unhashed files carry no Cache-Control rule: both hosts send
 * `public, max-age=0, must-revalidate` for them by default, and a second matching rule would not replace the first
 * one's value but be joined to it (Netlify and Cloudflare Pages combine every rule that matches).
 */
export function headerRules(csp: string): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', csp],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        [
          'Permissions-Policy',
          'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
        ],
        ['X-Frame-Options', 'DENY'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    ...immutablePatterns.map((pattern) => ({
      pattern,
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']] as Array<[string, string]>,
    })),
  ];
}

export function headersFileText(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Written by npm run build (generators/build/security-headers.ts): the script hashes come from the built HTML.\n${blocks.join('\n\n')}\n`;
}

/** Parses a `_headers` file (the subset written above: patterns, indented headers, `#` comments). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (!rule || colon < 0)
      throw new Error(`_headers: a header line outside a rule or without a colon: ${line.trim()}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a `_headers` pattern matches a URL path (`*` matches anything, including `/`). */
export function patternMatches(pattern: string, urlPath: string): boolean {
  if (!pattern.includes('*')) return pattern === urlPath;
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`).test(urlPath);
}

/** The headers of every matching rule, in order (a later rule's value of the same name replaces an earlier one). */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules)
    if (patternMatches(rule.pattern, urlPath))
      for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
  return headers;
}

/** Writes `<distDir>/_headers`; returns the policy and how many inline scripts it allows. */
export function writeHeadersFile(
  distDir: string,
  connectSources: readonly string[] = [],
): { csp: string; scripts: number } {
  const hashes = inlineScriptHashes(distDir);
  const csp = contentSecurityPolicy(hashes, connectSources);
  writeFileSync(path.join(distDir, '_headers'), headersFileText(headerRules(csp)));
  return { csp, scripts: hashes.length };
}
