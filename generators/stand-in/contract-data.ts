import { buildAsyncApiDocument, websocketEndpoint } from '../api/asyncapi';
import { loadApiCatalog } from '../api/load';
import { standInPlans } from '../content/stand-in';
import { buildOpenApiDocument } from '../api/openapi';
import type { StandInContract } from './contract';

/**
 * The stand-in's contract from data/api (or a changed copy, in tests of the stand-in): the published documents, and
 * the plans of data/stand-in.yaml.
 */
export function standInContract(apiDir?: string): StandInContract {
  const catalog = loadApiCatalog(apiDir);
  return {
    openapi: buildOpenApiDocument(catalog),
    asyncapi: buildAsyncApiDocument(catalog),
    closeCodes: websocketEndpoint(catalog).errorCodes.map((entry) => entry.code),
    plans: standInPlans(),
  };
}
