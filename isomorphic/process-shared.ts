/**
 * A value made once per process and shared by every copy of the module that asks for it. A build loads the
 * generators several times (the build script, the copies bundled with vite.config.ts for the Vite plugins, which
 * Vite loads once per build environment, and the prerender bundle), and the dev server twice; values that cost
 * time to make (parsed files, compiled schemas, highlighted code) or that the copies must agree on (the record of
 * data changes, the prerender listener) are kept here, on `globalThis` under the registered symbol
 * `dmdata.<name>`, rather than in one copy's module scope.
 */
export function processShared<T>(name: string, make: () => T): T {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`dmdata.${name}`);
  if (!(key in holder)) holder[key] = make();
  return holder[key] as T;
}
