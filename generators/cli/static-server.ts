import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { headersFor, parseHeadersFile, revalidate, type HeaderRule } from '../build/security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ts': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** Maps a URL path to a file the way a CDN serves a static site: `/a/b` and `/a/b/` → `/a/b/index.html`. */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const full = path.resolve(root, `.${decoded}`);
  if (!full.startsWith(path.resolve(root))) return null;
  const candidates = [full, path.join(full, 'index.html')];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Files the build writes for the host, not for visitors (Netlify and Cloudflare Pages do not serve them either). */
const hostFiles = new Set(['/_headers']);

/** The rules of the build's `_headers` file; none when the folder has no such file (an older build). */
function loadHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

/**
 * A plain static server for dist/client, serving it the way the CDN does: unknown paths get /404.html with status
 * 404, and every response carries the headers of the build's `_headers` file (Content-Security-Policy and the
 * other security headers, a year's caching for hashed files); a file no rule gives a Cache-Control is revalidated,
 * as the hosts do by default.
 */
export function startStaticServer(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const rules = loadHeaderRules(root);
  const server = createServer((request, response) => {
    const urlPath = (request.url ?? '/').split('?')[0];
    const file = hostFiles.has(urlPath) ? null : resolveStaticFile(root, urlPath);
    const notFound = path.join(root, '404.html');
    const target = file ?? (existsSync(notFound) ? notFound : null);
    if (!target) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const type = contentTypes[path.extname(target)] ?? 'application/octet-stream';
    const headers = {
      'cache-control': revalidate,
      ...headersFor(rules, file ? urlPath : '/404.html'),
      'content-type': type,
    };
    response.writeHead(file ? 200 : 404, headers);
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
