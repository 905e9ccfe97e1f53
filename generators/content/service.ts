import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot, type DataSource } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { ServiceFacts } from '../../isomorphic/data-types/service';

/** data/service.yaml: facts about the service itself, typed from its meta schema (`npm run types:data`). */
export type { ServiceFacts };

/** Which fields of which schema example the home page shows. */
export type Showcase = ServiceFacts['showcase'];

export const serviceFile = path.join(repoRoot, 'data/service.yaml');

/** The example document a showcase names: data/schemas/<schema>/examples/<example>.json. */
export function showcaseExampleFile(showcase: Showcase, root = repoRoot): string {
  return path.join(root, 'data/schemas', showcase.schema, 'examples', `${showcase.example}.json`);
}

function valueAt(document: unknown, dottedPath: string): { found: boolean; value?: unknown } {
  let value: unknown = document;
  for (const key of dottedPath.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return { found: false };
    value = (value as Record<string, unknown>)[key];
  }
  return { found: true, value };
}

/** The listed fields of `document`, nested as in the document, in the order of `fields`. */
export function jsonExcerpt(document: unknown, fields: string[]): Record<string, unknown> {
  const excerpt: Record<string, unknown> = {};
  for (const field of fields) {
    const { value } = valueAt(document, field);
    const keys = field.split('.');
    let target = excerpt;
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1]] = value;
  }
  return excerpt;
}

function showcaseIssues(source: DataSource<ServiceFacts>, root: string): DataIssue[] {
  const { showcase } = source.value;
  const file = showcaseExampleFile(showcase, root);
  if (!existsSync(file)) {
    return [source.issue(['showcase', 'example'], `no example ${path.relative(root, file)}`)];
  }
  const document: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return showcase.fields.flatMap((field, index) =>
    valueAt(document, field).found
      ? []
      : [source.issue(['showcase', 'fields', index], `"${field}" is not in ${path.relative(root, file)}`)],
  );
}

/** Reads and validates data/service.yaml (or `file`); a problem throws a DataError with its position. */
export function loadServiceFacts(file: string = serviceFile, root: string = repoRoot): ServiceFacts {
  const source = loadValidated<ServiceFacts>(file, 'service.schema.json');
  throwIfIssues(showcaseIssues(source, root));
  return source.value;
}
