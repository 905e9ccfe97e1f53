import { responseValidatorPath } from '../../isomorphic/try-it';

export interface OpenApiForChecks {
  components?: { schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, ResponseForChecks> }>>;
}
interface ResponseForChecks {
  content?: Record<string, { schema?: unknown }>;
}

/** One documented JSON response: its operation, status, the module path of its compiled check, and its schema. */
export interface ResponseCheck {
  operationId: string;
  status: string;
  path: string;
  schema: unknown;
}

/**
 * The documented JSON response of every operation of the published OpenAPI document, by status: the "try it"
 * panel of each endpoint page checks what it receives against these (module paths: `responseValidatorPath`).
 */
export function openApiResponseSchemas(document: OpenApiForChecks): ResponseCheck[] {
  const found: ResponseCheck[] = [];
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || !operation.operationId) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (schema)
          found.push({
            operationId: operation.operationId,
            status,
            path: responseValidatorPath(operation.operationId, status),
            schema,
          });
      }
    }
  return found;
}
