import { addGeneratorTitles } from './generator-titles';
import { bundleSchema, schemaTypeName, type JsonSchemaObject, type SchemaEntry } from './load';

/**
 * The file published at `/schemas/<name>/<version>.json`: the bundled schema (every `$ref` inside the document),
 * with a title on each subschema that code generators turn into a type (`generator-titles.ts`). The root's title
 * is the type name the `.d.ts` uses too (`WeatherTyphoon`, `TsunamiInformationV1_0_0` for a legacy version).
 */
export async function publishedSchema(entry: SchemaEntry): Promise<JsonSchemaObject> {
  return addGeneratorTitles(await bundleSchema(entry), schemaTypeName(entry));
}
