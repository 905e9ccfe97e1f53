import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The build under test (`E2E_DIST` points elsewhere, e.g. a copy, when set). */
export const distDir = path.resolve(process.env.E2E_DIST ?? path.join(import.meta.dirname, '../../dist/client'));

const cache = new Map<string, number>();

/** Gzip size (level 9, as a CDN would serve it) of a built file, by URL path. */
export function gzipSizeOf(urlPath: string): number {
  const cached = cache.get(urlPath);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(path.join(distDir, decodeURIComponent(urlPath))), { level: 9 }).length;
  cache.set(urlPath, size);
  return size;
}

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** URL path of the one built JavaScript chunk that contains `marker` (e.g. a label only that chunk uses). */
export function assetContaining(marker: string): string {
  const found: string[] = [];
  for (const folder of ['assets/chunks', 'assets/entries']) {
    for (const file of readdirSync(path.join(distDir, folder))) {
      if (file.endsWith('.js') && readFileSync(path.join(distDir, folder, file), 'utf8').includes(marker))
        found.push(`/${folder}/${file}`);
    }
  }
  if (found.length !== 1) throw new Error(`expected one chunk containing ${marker}, found ${found.length}`);
  return found[0];
}
