import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

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

/** A plain static server for dist/client: unknown paths get /404.html with status 404. */
export function startStaticServer(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((request, response) => {
    const file = resolveStaticFile(root, request.url ?? '/');
    const notFound = path.join(root, '404.html');
    const target = file ?? (existsSync(notFound) ? notFound : null);
    if (!target) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const type = contentTypes[path.extname(target)] ?? 'application/octet-stream';
    response.writeHead(file ? 200 : 404, { 'content-type': type, 'cache-control': 'no-cache' });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
