import { loadStandInInfo } from '../content/stand-in';
import { dataCache } from '../data/data-cache';
import { tryItConnectSources } from '../../isomorphic/try-it';
import { loadApiCatalog, type ApiCatalog } from './load';
import type { StandInInfo } from '../../isomorphic/data-types/stand-in';

/**
 * Where the endpoint pages' "try it" panel may send requests, from data: the stand-in's default host and port
 * (data/stand-in.yaml `host` and `port`) and the real API's origins (data/api/shared.yaml `servers`). The page
 * props and the Content-Security-Policy's `connect-src` both read it, so the panel can call exactly what the policy
 * allows.
 */
export interface TryItTargets {
  standInOrigin: string;
  standInHost: string;
  apiOrigins: string[];
}

function optionDefault(info: StandInInfo, name: string): string {
  const value = info.options.find((option) => option.name === name)?.default;
  if (value === undefined) throw new Error(`data/stand-in.yaml: the option "${name}" has no default`);
  return value;
}

export function tryItTargetsOf(catalog: ApiCatalog, info: StandInInfo): TryItTargets {
  const standInHost = optionDefault(info, 'host');
  return {
    standInOrigin: `http://${standInHost}:${optionDefault(info, 'port')}`,
    standInHost,
    apiOrigins: [...new Set(catalog.shared.servers.map((server) => new URL(server.url).origin))],
  };
}

/** The targets from the site's own data, loaded once per data generation. */
export const tryItTargets: () => TryItTargets = dataCache(
  () => tryItTargetsOf(loadApiCatalog(), loadStandInInfo()),
  ['data/api/', 'data/stand-in.yaml'],
);

/** The `connect-src` sources beyond `'self'` that the site's policy names. */
export function tryItConnectSourcesFromData(): string[] {
  const targets = tryItTargets();
  return tryItConnectSources(targets.standInHost, targets.apiOrigins);
}

/**
 * Every `connect-src` source beyond `'self'`: the "try it" panel's, and the stand-in's WebSocket servers on its
 * loopback host at any port, which the live display of /docs/sample/stand-in opens (after Socket Start v2 on the
 * stand-in's REST origin, already allowed above).
 */
export function siteConnectSourcesFromData(): string[] {
  return [...tryItConnectSourcesFromData(), `ws://${tryItTargets().standInHost}:*`];
}
