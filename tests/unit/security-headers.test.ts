import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFor,
  headerRules,
  headersFileText,
  inlineScriptHashes,
  parseHeadersFile,
  writeHeadersFile,
} from '../../generators/build/security-headers';
import { startStaticServer } from '../../generators/cli/static-server';
import { removeTempDirs, tempTree } from '../support/temp-data';

afterAll(removeTempDirs);

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('_headers written by the build', () => {
  const dir = tempTree({
    'index.html':
      '<script>var a=1</script><script type="module">import "/x.js"</script><script id="data" type="application/json">{"b":2}</script><script src="/assets/x.js" type="module" async></script>',
    'docs/eew/index.html': '<script>var a=1</script><script type="text/javascript">var c=3</script>',
    '404.html': 'missing',
    'assets/entries/app.abc123.js': 'x',
    'docs/eew.md': '# EEW',
  });

  it('hashes each executable inline script once, and no JSON data script or external script', () => {
    expect(inlineScriptHashes(dir)).toEqual([sha('var a=1'), sha('import "/x.js"'), sha('var c=3')].sort());
  });

  it('allows scripts only from the site, by hash and as WebAssembly, and forbids framing', () => {
    const csp = contentSecurityPolicy([sha('var a=1')]);
    expect(csp).toContain(`script-src 'self' ${sha('var a=1')} 'wasm-unsafe-eval'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self'; style-src-attr 'unsafe-inline'");
  });

  it('reads back what it writes, and gives hashed assets a year and everything else the security headers only', () => {
    const rules = parseHeadersFile(headersFileText(headerRules("default-src 'self'")));
    expect(rules).toEqual(headerRules("default-src 'self'"));
    expect(headersFor(rules, '/assets/entries/app.abc123.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/docs/eew')['cache-control']).toBeUndefined();
    expect(headersFor(rules, '/docs/eew')['content-security-policy']).toBe("default-src 'self'");
    expect(headersFor(rules, '/pagefind/pagefind.js')['cache-control']).toBeUndefined();
    expect(headersFor(rules, '/pagefind/fragment/ja_1.pf_fragment')['cache-control']).toContain('immutable');
  });

  it('is applied by the static server, which revalidates what no rule caches and does not serve _headers', async () => {
    writeHeadersFile(dir);
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toContain(sha('var c=3'));
    const server = await startStaticServer(dir, 0);
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const page = await fetch(`${base}/docs/eew`);
      expect(page.headers.get('content-security-policy')).toContain(sha('var a=1'));
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const asset = await fetch(`${base}/assets/entries/app.abc123.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const markdown = await fetch(`${base}/docs/eew.md`);
      expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      const missing = await fetch(`${base}/nothing`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect((await fetch(`${base}/_headers`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
