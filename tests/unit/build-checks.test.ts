import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../generators/build/check-links';
import { resolveStaticFile, startStaticServer } from '../../generators/cli/static-server';
import { removeTempDirs, tempTree } from '../support/temp-data';

afterAll(removeTempDirs);

describe('internal link check', () => {
  const dir = tempTree({
    'index.html':
      '<a href="/docs/eew">ok</a><a href="/docs/eew#概要">ok anchor</a><a href="/docs/eew#%E6%A6%82%E8%A6%81">encoded</a><a href="https://example.com/x">external</a><a href="/img/logo.svg">file</a>',
    'docs/eew/index.html':
      '<h2 id="概要">概要</h2><a href="#概要">self</a><a href="#missing">bad self</a><a href="/docs/nowhere">bad page</a><a href="/docs/eew/#nothere">bad anchor</a><a href="relative">relative</a>',
    'img/logo.svg': '<svg/>',
  });

  it('reports every broken page, anchor and relative link, and accepts the rest', () => {
    const broken = findBrokenLinks(dir).map((link) => `${link.page} ${link.href}`);
    expect(broken.sort()).toEqual(
      ['/docs/eew #missing', '/docs/eew /docs/eew/#nothere', '/docs/eew /docs/nowhere', '/docs/eew relative'].sort(),
    );
  });
});

describe('static server', () => {
  const dir = tempTree({ 'index.html': 'home', 'docs/eew/index.html': 'eew', '404.html': 'missing', 'a.js': 'x' });

  it('maps directory-style URLs to index.html', () => {
    expect(resolveStaticFile(dir, '/docs/eew')).toBe(path.join(dir, 'docs/eew/index.html'));
    expect(resolveStaticFile(dir, '/docs/eew/')).toBe(path.join(dir, 'docs/eew/index.html'));
    expect(resolveStaticFile(dir, '/a.js?v=1')).toBe(path.join(dir, 'a.js'));
    expect(resolveStaticFile(dir, '/../etc/passwd')).toBeNull();
    expect(resolveStaticFile(dir, '/nothing')).toBeNull();
  });

  it('serves /404.html with status 404 for unknown paths', async () => {
    const server = await startStaticServer(dir, 0);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const missing = await fetch(`http://127.0.0.1:${port}/does/not/exist`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('missing');
      const page = await fetch(`http://127.0.0.1:${port}/docs/eew`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
    } finally {
      server.close();
    }
  });
});
