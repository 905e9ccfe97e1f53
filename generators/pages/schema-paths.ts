import { readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../data/data-source';

/** Compares semantic versions `a.b.c`. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (left[i] !== right[i]) return (left[i] ?? 0) - (right[i] ?? 0);
  return 0;
}

/** Versions per schema name, read from data/schemas/<name>/<version>.schema.json. */
export function schemaVersions(dir = path.join(repoRoot, 'data/schemas')): Map<string, string[]> {
  const versions = new Map<string, string[]>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const found = readdirSync(path.join(dir, entry.name))
      .map((file) => /^(\d+\.\d+\.\d+)\.schema\.json$/.exec(file)?.[1])
      .filter((version): version is string => !!version)
      .sort(compareVersions);
    if (found.length > 0) versions.set(entry.name, found);
  }
  return versions;
}

let cached: Map<string, string[]> | null = null;

/** The page documenting a schema version: the current one at …/schema/<name>, older ones under …/schema/legacy/. */
export function schemaPagePath(name: string, version: string): string {
  cached ??= schemaVersions();
  const versions = cached.get(name) ?? [];
  const current = versions[versions.length - 1];
  if (version === current) return `/docs/reference/conversion/json/schema/${name}`;
  return `/docs/reference/conversion/json/schema/legacy/${name}_${version}`;
}
