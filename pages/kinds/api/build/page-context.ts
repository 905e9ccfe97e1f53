import type { ApiCatalog, ApiPageContext, ClassificationInfo } from '../../../../isomorphic/api-types';
import type { TelegramCatalog } from '../../../../generators/catalog/telegrams';
import { classAnchor, currentSchemaPageUrl, telegramIndexPath } from '../../../../isomorphic/routes';
import { schemaVersions } from '../../json-schema/build/paths';
import { loadDisagreements } from '../../../../generators/content/disagreements';

/** What every API page body needs besides its endpoint: the catalog, the delivery classes, the schema names. */
export function apiPageContext(
  catalog: ApiCatalog,
  telegrams: TelegramCatalog,
  schemaNames: string[] = [...schemaVersions().keys()],
): ApiPageContext {
  const classifications: Record<string, ClassificationInfo> = {};
  for (const telegramClass of telegrams.classes) {
    classifications[telegramClass.api] = {
      name: telegramClass.name,
      href: `${telegramIndexPath}#${classAnchor(telegramClass.api)}`,
    };
  }
  const schemaLinks = schemaNames.map((name) => ({ phrase: name, href: currentSchemaPageUrl(name) }));
  const disagreementTopics = Object.fromEntries(
    loadDisagreements().disagreements.map((entry) => [entry.id, entry.topic]),
  );
  return { catalog, classifications, schemaLinks, disagreementTopics };
}
