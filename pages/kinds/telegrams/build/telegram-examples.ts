import { documentFigure } from '../../../../isomorphic/figures/document-figure';
import type { TelegramEntry } from '../../../../isomorphic/catalog-types';
import type { TelegramExampleView } from '../props';
import { schemaPageUrl } from '../../../../isomorphic/routes';
import { schemaCatalog } from '../../json-schema/build/listing';

/**
 * The data type code an example's file name starts with (`vxse53-cancel` → `VXSE53`); `ii` stands for the two
 * digits of a family (`vxkoii` → `VXKO`, matched against every data type of the family).
 */
function exampleDataType(slug: string): { code: string; family: boolean } {
  const code = slug.split('-')[0].toUpperCase();
  return code.endsWith('II') ? { code: code.slice(0, -2), family: true } : { code, family: false };
}

/** The real examples of the JSON conversion of a telegram (by its data type codes), each with its drawing. */
export async function telegramExamples(entry: TelegramEntry): Promise<TelegramExampleView[]> {
  const names = [entry.schema, ...(entry.legacySchemas ?? [])].flatMap((schema) => (schema ? [schema.name] : []));
  if (names.length === 0) return [];
  const catalog = await schemaCatalog();
  return catalog.entries
    .filter((schema) => names.includes(schema.name))
    .flatMap((schema) =>
      schema.examples.flatMap((example) => {
        const { code, family } = exampleDataType(example.slug);
        const matches = family ? entry.dataTypes.some((type) => type.startsWith(code)) : entry.dataTypes.includes(code);
        const figure = matches ? documentFigure(example.document) : undefined;
        if (!figure) return [];
        return [
          {
            slug: example.slug,
            fileName: `${example.slug}.json`,
            url: `${schemaPageUrl(schema.name, schema.version, schema.current)}#example-${example.slug}`,
            schema: `${schema.name} v${schema.version}`,
            figure,
          },
        ];
      }),
    );
}
