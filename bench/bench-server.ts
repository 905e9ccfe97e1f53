import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveStaticFile } from '../generators/cli/static-server';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

/** The page as it would be with no JavaScript at all: every `<script>` and module preload removed. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a build the way a CDN does (directory URLs, unknown paths answered with /404.html) and gzips every
 * response, so Lighthouse sees the bytes a reader downloads. One difference: the not-found page comes with status
 * 200, because Lighthouse refuses to audit a 404 response (the e2e tests check the real status). With
 * `staticFloor`, HTML is served without its scripts.
 */
export async function startBenchServer(root: string, staticFloor: boolean): Promise<BenchServer> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const file = resolveStaticFile(root, request.url ?? '/');
    const target = file ?? path.join(root, '404.html');
    const key = `${target}`;
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(target);
      const content = staticFloor && target.endsWith('.html') ? Buffer.from(withoutScripts(raw.toString('utf8'))) : raw;
      body = gzipSync(content, { level: 9 });
      cache.set(key, body);
    }
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(target)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
