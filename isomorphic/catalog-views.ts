/** Views shared by the code-keyed catalogs (telegrams, JMA files): grouping by class and the JSON export. */

export interface ClassLike {
  api: string;
}

export interface EntryLike {
  code: string;
  class: string;
}

export interface ClassGroup<C, E> {
  class: C;
  entries: E[];
}

function byCode(a: EntryLike, b: EntryLike): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/** Classes in catalog order, each with its entries sorted by code (classes without entries included). */
export function groupByClass<C extends ClassLike, E extends EntryLike>(classes: C[], entries: E[]): ClassGroup<C, E>[] {
  return classes.map((catalogClass) => ({
    class: catalogClass,
    entries: entries.filter((entry) => entry.class === catalogClass.api).sort(byCode),
  }));
}

export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Classes for catalog.json: each with the codes it holds. */
export function classesWithCodes<C extends ClassLike, E extends EntryLike>(
  groups: ClassGroup<C, E>[],
): (C & { codes: string[] })[] {
  return groups.map((group) => ({ ...clone(group.class), codes: group.entries.map((entry) => entry.code) }));
}

/** Entries for catalog.json, in class order then by code, each with its page URL right after the code. */
export function entriesWithUrls<C, E extends EntryLike>(
  groups: ClassGroup<C, E>[],
  url: (code: string) => string,
): (E & { url: string })[] {
  return groups.flatMap((group) =>
    group.entries.map((entry) => {
      const { code, ...rest } = clone(entry);
      return { code, url: url(code), ...rest } as E & { url: string };
    }),
  );
}
