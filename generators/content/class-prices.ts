import { jmaFileCatalogFile, jmaFileSchemaFile } from '../catalog/jmafile';
import { telegramCatalogFile, telegramSchemaFile } from '../catalog/telegrams';
import type { DataIssue } from '../data/data-error';
import { relativeToRepo, type DataPath, type DataSource } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import { priceFile } from './price';

interface ClassList {
  classes: Array<{ api: string }>;
}
interface PricedClasses {
  corporate: Record<'telegramClasses' | 'jmafileClasses', Array<{ api: string }>>;
}

/** The data files the check reads; tests point them at broken copies. */
export interface ClassPriceFiles {
  price: string;
  telegrams: string;
  jmafile: string;
}

const repositoryFiles: ClassPriceFiles = {
  price: priceFile,
  telegrams: telegramCatalogFile,
  jmafile: jmaFileCatalogFile,
};

/**
 * Every delivery class of data/telegrams.yaml and data/jmafile.yaml has a price in data/price.yaml, and
 * data/price.yaml prices no class the catalogs do not define: a class added without a price stops the build at the
 * class, a price left behind for a removed class stops it at the price (file:line:column each).
 */
export function classPriceIssues(files: ClassPriceFiles = repositoryFiles): DataIssue[] {
  const prices = loadValidated<PricedClasses>(files.price, 'price.schema.json');
  const catalogs: Array<[DataSource<ClassList>, 'telegramClasses' | 'jmafileClasses']> = [
    [loadValidated<ClassList>(files.telegrams, telegramSchemaFile), 'telegramClasses'],
    [loadValidated<ClassList>(files.jmafile, jmaFileSchemaFile), 'jmafileClasses'],
  ];
  const issues: DataIssue[] = [];
  for (const [catalog, list] of catalogs) {
    const priced = new Set(prices.value.corporate[list].map((entry) => entry.api));
    const defined = new Set(catalog.value.classes.map((entry) => entry.api));
    catalog.value.classes.forEach((entry, index) => {
      if (priced.has(entry.api)) return;
      const at: DataPath = ['classes', index, 'api'];
      issues.push(
        catalog.issue(
          at,
          `delivery class "${entry.api}" has no price: add it to corporate.${list} in ${relativeToRepo(files.price)}`,
        ),
      );
    });
    prices.value.corporate[list].forEach((entry, index) => {
      if (defined.has(entry.api)) return;
      issues.push(
        prices.issue(
          ['corporate', list, index, 'api'],
          `"${entry.api}" is not a delivery class of ${relativeToRepo(catalog.file)} (classes)`,
        ),
      );
    });
  }
  return issues;
}

/** `classPriceIssues` as a build check: throws DataError listing every problem. */
export function checkClassPrices(files?: ClassPriceFiles): void {
  throwIfIssues(classPriceIssues(files));
}
