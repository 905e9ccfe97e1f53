import type { DataIssue } from '../data/data-error';
import type { DataPath, DataSource } from '../data/data-source';
import { checkFieldConditions, resolveFieldSchema } from './field-schema';
import type { EndpointCheckContext } from './endpoint-checks';
import type { FieldSchema, OAuth2ErrorRef, OAuth2Reference, RawOAuth2Reference } from '../../isomorphic/api-types';

/** Cross-checks oauth2.yaml (endpoint, error code and schema references, examples) and expands its schemas. */
export function checkOAuth2(source: DataSource<RawOAuth2Reference>, context: EndpointCheckContext): OAuth2Reference {
  const raw = source.value;
  const { issues, checker } = context;
  const schemas: Record<string, FieldSchema> = {};
  for (const [name, schema] of Object.entries(raw.schemas)) {
    const at: DataPath = ['schemas', name];
    checkFieldConditions(schema, at, context.sharedSource.value.schemas, source, issues);
    schemas[name] = resolveFieldSchema(schema, at, context.shared.schemas, context.sharedSource, source, issues);
    checker.compile(schemas[name], at, source, issues);
  }
  const endpointIds = new Set<string>(raw.endpoints.map((endpoint) => endpoint.id));
  const errorCodes = new Set(raw.errorCodes.map((entry) => entry.code));
  raw.flows.forEach((flow, flowIndex) => {
    flow.steps.forEach((step, stepIndex) => {
      const at: DataPath = ['flows', flowIndex, 'steps', stepIndex];
      if (!endpointIds.has(step.endpoint))
        issues.push(source.issue([...at, 'endpoint'], `unknown endpoint "${step.endpoint}"`));
      checkErrorRefs(step.errors, [...at, 'errors'], errorCodes, source, issues);
      if (step.responseSchema !== undefined && !schemas[step.responseSchema]) {
        issues.push(source.issue([...at, 'responseSchema'], `unknown schema "${step.responseSchema}"`));
      }
      const responseSchema = step.responseSchema ? schemas[step.responseSchema] : undefined;
      if (step.successExample !== undefined) {
        if (!responseSchema)
          issues.push(source.issue([...at, 'successExample'], 'a success example needs a responseSchema'));
        else
          checker.check(
            responseSchema,
            ['schemas', step.responseSchema ?? ''],
            step.successExample,
            [...at, 'successExample'],
            'example does not match the response schema',
            source,
            issues,
          );
      }
      if (step.errorExample !== undefined) {
        checkErrorExample(step.errorExample, [...at, 'errorExample'], step.errors, schemas, source, context);
      }
    });
  });
  checkErrorRefs(raw.revocation.errors, ['revocation', 'errors'], errorCodes, source, issues);
  checkErrorExample(
    raw.revocation.errorExample,
    ['revocation', 'errorExample'],
    raw.revocation.errors,
    schemas,
    source,
    context,
  );
  return { ...raw, schemas };
}

function checkErrorRefs(
  refs: OAuth2ErrorRef[],
  at: DataPath,
  known: Set<string>,
  source: DataSource,
  issues: DataIssue[],
): void {
  refs.forEach((ref, index) => {
    if (!known.has(ref.code))
      issues.push(source.issue([...at, index, 'code'], `unknown error code "${ref.code}" (not in errorCodes)`));
  });
}

function checkErrorExample(
  example: Record<string, unknown>,
  at: DataPath,
  refs: OAuth2ErrorRef[],
  schemas: Record<string, FieldSchema>,
  source: DataSource,
  { checker, issues }: EndpointCheckContext,
): void {
  const schema = schemas.errorResponse;
  if (schema)
    checker.check(
      schema,
      ['schemas', 'errorResponse'],
      example,
      at,
      'example does not match the error response schema',
      source,
      issues,
    );
  if (typeof example.error === 'string' && !refs.some((ref) => ref.code === example.error)) {
    issues.push(source.issue([...at, 'error'], `"${example.error}" is not among the errors listed for this step`));
  }
}
