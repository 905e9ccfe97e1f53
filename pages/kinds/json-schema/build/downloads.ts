import { schemaIdBase, type SchemaCatalog } from '../../../../generators/schemas/schema-catalog-model';
import { publishedSchema } from '../../../../generators/schemas/published-schema';
import { schemaToTypeScript } from '../../../../generators/schemas/schema-outputs';
import type { BuildArtifact } from '../../../../generators/site/page-source';
import { anchoredFields, formatTree } from './page-data';
import {
  componentsDownloadPath,
  exampleDownloadPath,
  schemaDownloadPath,
  schemaPageUrl,
} from '../../../../isomorphic/routes';

/** The downloads published beside the JSON conversion reference: bundled schemas, types, field indexes, examples. */

function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Bundled schemas (`$ref`s resolved), their TypeScript types, the examples and the components. */
export async function schemaArtifacts(catalog: SchemaCatalog): Promise<BuildArtifact[]> {
  const artifacts: BuildArtifact[] = [];
  for (const entry of catalog.entries) {
    artifacts.push({
      path: schemaDownloadPath(entry.name, entry.version, 'json').slice(1),
      content: jsonText(await publishedSchema(entry)),
    });
    artifacts.push({
      path: schemaDownloadPath(entry.name, entry.version, 'd.ts').slice(1),
      content: await schemaToTypeScript(entry),
    });
    const fieldIndex = {
      page: schemaPageUrl(entry.name, entry.version, entry.current),
      fields: anchoredFields(formatTree(catalog, entry)),
    };
    artifacts.push({
      path: schemaDownloadPath(entry.name, entry.version, 'fields.json').slice(1),
      content: jsonText(fieldIndex),
    });
    for (const example of entry.examples)
      artifacts.push({
        path: exampleDownloadPath(entry.name, example.slug).slice(1),
        content: jsonText(example.document),
      });
  }
  artifacts.push({
    path: componentsDownloadPath.slice(1),
    content: jsonText({ ...catalog.components.schema, $id: `${schemaIdBase}components.json` }),
  });
  return artifacts;
}
