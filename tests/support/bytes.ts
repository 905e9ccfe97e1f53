import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const distDir = path.resolve(import.meta.dirname, '../../dist/client');

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
