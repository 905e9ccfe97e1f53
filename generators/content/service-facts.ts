import type { ServiceFactList } from '../../isomorphic/data-types/service-facts';
import { factText } from '../../isomorphic/content-format';
import { loadValidated, serviceFactsFile, serviceFactsSchemaFile } from '../data/validate';

/** The shapes of data/service-facts.yaml, generated from its meta schema (`npm run types:data`). */
export type { ServiceFactList };

export { serviceFactsFile };

/** Reads and validates data/service-facts.yaml (or `file`); a problem throws a DataError with its position. */
export function loadServiceFactList(file: string = serviceFactsFile): ServiceFactList {
  return loadValidated<ServiceFactList>(file, serviceFactsSchemaFile).value;
}

/** The text a page shows for the fact `name`; an unknown name stops the build. */
export function serviceFactText(name: string, list: ServiceFactList = loadServiceFactList()): string {
  return factText(list, name);
}
