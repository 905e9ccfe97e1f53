import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type DataIssue } from '../data/data-error';
import { DataSource, relativeToRepo } from '../data/data-source';
import { type JsonSchemaObject, namePattern, schemaFilePattern } from './schema-catalog-model';
import { readJsonFile } from './schema-json-file';

/** Finding the schema files and examples under data/schemas/, with an issue for every misplaced or misnamed file. */

export interface LoadedSchemaFile {
  name: string;
  version: string;
  path: string;
  source: DataSource<JsonSchemaObject>;
}

export interface LoadedExample {
  name: string;
  slug: string;
  path: string;
  source: DataSource<JsonSchemaObject>;
}

function listDirectory(dir: string): string[] {
  return readdirSync(dir).sort();
}

export function discover(dir: string, issues: DataIssue[]) {
  const schemas: LoadedSchemaFile[] = [];
  const examples: LoadedExample[] = [];
  for (const name of listDirectory(dir)) {
    const folder = path.join(dir, name);
    if (!statSync(folder).isDirectory()) continue;
    if (!namePattern.test(name)) {
      issues.push({
        file: relativeToRepo(folder),
        line: 1,
        column: 1,
        field: '',
        message: 'schema folder names are lower-case words joined by "-"',
      });
      continue;
    }
    let found = 0;
    for (const fileName of listDirectory(folder)) {
      const file = path.join(folder, fileName);
      if (fileName === 'examples' && statSync(file).isDirectory()) {
        for (const exampleName of listDirectory(file)) {
          const exampleFile = path.join(file, exampleName);
          if (!exampleName.endsWith('.json')) {
            issues.push({
              file: relativeToRepo(exampleFile),
              line: 1,
              column: 1,
              field: '',
              message: 'examples must be .json files',
            });
            continue;
          }
          const source = readJsonFile(exampleFile, issues);
          if (source) examples.push({ name, slug: exampleName.replace(/\.json$/, ''), path: exampleFile, source });
        }
        continue;
      }
      const match = schemaFilePattern.exec(fileName);
      if (!match) {
        issues.push({
          file: relativeToRepo(file),
          line: 1,
          column: 1,
          field: '',
          message: 'expected <version>.schema.json (for example 1.0.0.schema.json) or an examples/ folder',
        });
        continue;
      }
      found++;
      const source = readJsonFile(file, issues);
      if (source) schemas.push({ name, version: match[1], path: file, source });
    }
    if (found === 0)
      issues.push({
        file: relativeToRepo(folder),
        line: 1,
        column: 1,
        field: '',
        message: 'the folder has no <version>.schema.json',
      });
  }
  return { schemas, examples };
}
