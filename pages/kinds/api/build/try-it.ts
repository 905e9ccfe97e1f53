import type { ApiCatalog } from '../../../../generators/api/load';
import type { ResponseCheck } from '../../../../generators/api/openapi-response-checks';
import type { TryItTargets } from '../../../../generators/api/try-it-targets';
import type { ApiParameter, JsonValue, RestEndpoint } from '../../../../isomorphic/api-types';
import { plainDescription } from '../../../../isomorphic/plain-description';
import type { TryItConfig, TryItField } from '../../../../isomorphic/try-it';

/**
 * The "try it" panel's settings for one REST endpoint, from the same data as its page: the documented parameters
 * as fields (filled like the request examples: required values and documented examples), the body example, the
 * targets, and the compiled check of each documented JSON response (from the OpenAPI document the build writes).
 */

/** A value as a visitor types it: strings as they are, anything else as JSON. */
const typedText = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

function fieldOf(parameter: ApiParameter & { in: 'path' | 'query' }): TryItField {
  const shownInExamples = parameter.required || (!parameter.cursor && !parameter.experimental);
  const values =
    parameter.allowedValues?.map((entry) => entry.value) ??
    (parameter.type === 'Boolean' ? ['true', 'false'] : undefined);
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required,
    type: parameter.type,
    initial: shownInExamples && parameter.example !== undefined ? typedText(parameter.example) : '',
    ...(values ? { values } : {}),
    description: plainDescription(parameter.description),
  };
}

export function tryItConfig(
  endpoint: RestEndpoint,
  catalog: ApiCatalog,
  targets: TryItTargets,
  checks: readonly ResponseCheck[],
): TryItConfig {
  const keyMethod = catalog.shared.authentication.methods.find(
    (method) => method.credential === 'apiKey' && method.in === 'query',
  );
  if (!keyMethod)
    throw new Error('data/api/shared.yaml: no API key method in the query, which the "try it" panel uses');
  const fields = endpoint.parameters
    .filter((parameter): parameter is ApiParameter & { in: 'path' | 'query' } => parameter.in !== 'body')
    .map(fieldOf);
  return {
    operationId: endpoint.id,
    method: endpoint.method,
    url: endpoint.url,
    fields,
    ...(endpoint.request ? { body: JSON.stringify(endpoint.request.example, null, 2) } : {}),
    keyParameter: keyMethod.queryName ?? 'key',
    standInOrigin: targets.standInOrigin,
    standInHost: targets.standInHost,
    apiOrigins: targets.apiOrigins,
    validators: Object.fromEntries(
      checks.filter((check) => check.operationId === endpoint.id).map((check) => [check.status, check.path]),
    ),
    responseHeaders: endpoint.response.headers?.map((header) => header.name) ?? [],
    ...(endpoint.response.contentTypes.length === 0 ? { emptySuccess: String(endpoint.response.status) } : {}),
  };
}
