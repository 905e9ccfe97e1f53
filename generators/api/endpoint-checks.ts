import { apiRouteBase } from '../../isomorphic/routes';
import { duplicateIssues, keyedDuplicates } from '../data/data-checks';
import type { DataIssue } from '../data/data-error';
import type { DataPath, DataSource } from '../data/data-source';
import {
  checkFieldConditions,
  parameterSchema,
  requestBodySchema,
  resolveFieldSchema,
  type SharedDocument,
} from './field-schema';
import type { SchemaChecker } from './schema-checker';
import type {
  ApiEndpoint,
  ApiParameter,
  ApiShared,
  FieldSchema,
  HttpStatus,
  RawApiEndpoint,
  RawFieldSchema,
  RawRestEndpoint,
  RawWebSocketEndpoint,
  ResponseExample,
  RestEndpoint,
  WebSocketEndpoint,
} from '../../isomorphic/api-types';

/** The `source` prefix of a fact that rests on the provider's published types (package @dmdata/api-types). */
export const apiTypesSourcePrefix = '@dmdata/api-types@';

/** Everything an endpoint check needs besides the endpoint's own file. */
export interface EndpointCheckContext {
  shared: ApiShared;
  /** shared.yaml as loaded: the `$ref`s of field schemas lead into it. */
  sharedSource: SharedDocument;
  checker: SchemaChecker;
  issues: DataIssue[];
}

interface EndpointFile {
  source: DataSource<RawApiEndpoint>;
  /** Id and version implied by the file's name and folder. */
  expectedId: string;
  expectedVersion: string;
}

/** Runs every semantic check of one endpoint file and returns the endpoint with schemas expanded. */
export function checkEndpoint(file: EndpointFile, context: EndpointCheckContext): ApiEndpoint {
  const { source } = file;
  const endpoint = source.value;
  checkIdentity(file, context);
  checkGroup(endpoint, source, context);
  checkPermissions(endpoint, source, context);
  checkRateLimit(endpoint, source, context);
  checkParameters(endpoint, source, context);
  const origin = { file: source.file, route: `${apiRouteBase}/${endpoint.version}/${endpoint.id}` };
  if (endpoint.kind === 'websocket') return { ...checkWebSocket(endpoint, source, context), ...origin };
  return { ...checkRest(endpoint, source, context), ...origin };
}

function checkIdentity(file: EndpointFile, { issues }: EndpointCheckContext): void {
  const endpoint = file.source.value;
  if (endpoint.id !== file.expectedId) {
    issues.push(file.source.issue(['id'], `id "${endpoint.id}" must match the file name "${file.expectedId}.yaml"`));
  }
  if (endpoint.version !== file.expectedVersion) {
    issues.push(
      file.source.issue(['version'], `version "${endpoint.version}" must match the folder "${file.expectedVersion}"`),
    );
  }
}

function checkGroup(endpoint: RawApiEndpoint, source: DataSource, { shared, issues }: EndpointCheckContext): void {
  if (!shared.groups.some((group) => group.id === endpoint.group)) {
    const known = shared.groups.map((group) => `"${group.id}"`).join(', ');
    issues.push(source.issue(['group'], `unknown group "${endpoint.group}" (groups in shared.yaml: ${known})`));
  }
}

function checkPermissions(
  endpoint: RawApiEndpoint,
  source: DataSource,
  { shared, issues }: EndpointCheckContext,
): void {
  endpoint.permissions.forEach((permission, index) => {
    const scope = shared.scopes.find((candidate) => candidate.name === permission.scope);
    if (!scope) {
      issues.push(
        source.issue(
          ['permissions', index, 'scope'],
          `unknown scope "${permission.scope}" (not defined in shared.yaml scopes)`,
        ),
      );
    } else if (
      permission.classification &&
      scope.classification &&
      scope.classification !== permission.classification
    ) {
      issues.push(
        source.issue(
          ['permissions', index, 'classification'],
          `scope "${scope.name}" covers "${scope.classification}", not "${permission.classification}"`,
        ),
      );
    }
  });
}

function checkRateLimit(endpoint: RawApiEndpoint, source: DataSource, { shared, issues }: EndpointCheckContext): void {
  if (endpoint.rateLimit === undefined) return;
  const rule = shared.rateLimits.rules.find((candidate) => candidate.id === endpoint.rateLimit);
  if (!rule) {
    issues.push(
      source.issue(
        ['rateLimit'],
        `unknown rate limit "${endpoint.rateLimit}" (not defined in shared.yaml rateLimits.rules)`,
      ),
    );
  } else if (!rule.urls.includes(endpoint.url)) {
    issues.push(
      source.issue(['rateLimit'], `rate limit "${rule.id}" does not list this endpoint's URL ${endpoint.url}`),
    );
  }
}

function pathParameterNames(url: string): string[] {
  return [...url.matchAll(/\/:([A-Za-z][A-Za-z0-9_]*)/g)].map((match) => match[1]);
}

function checkParameters(endpoint: RawApiEndpoint, source: DataSource, context: EndpointCheckContext): void {
  const { shared, issues, checker } = context;
  const inUrl = pathParameterNames(endpoint.url);
  issues.push(
    ...duplicateIssues(
      source,
      endpoint.parameters.map((parameter, index) => ({
        value: `${parameter.in}:${parameter.name}`,
        at: ['parameters', index, 'name'],
      })),
      'parameter (in:name)',
    ),
  );
  endpoint.parameters.forEach((parameter, index) => {
    const at: DataPath = ['parameters', index];
    if (!shared.parameterTypes.includes(parameter.type)) {
      issues.push(
        source.issue([...at, 'type'], `unknown parameter type "${parameter.type}" (not in shared.yaml parameterTypes)`),
      );
      return;
    }
    if (parameter.in === 'path') checkPathParameter(parameter, at, inUrl, source, issues);
    if (parameter.in === 'body' && endpoint.kind === 'rest' && endpoint.method !== 'POST') {
      issues.push(source.issue([...at, 'in'], `body parameters need a POST endpoint, this one is ${endpoint.method}`));
    }
    checkExclusions(parameter, at, endpoint.parameters, source, issues);
    if (takesDate(parameter) && parameter.timeZone === undefined)
      issues.push(
        source.issue(
          [...at, 'name'],
          `parameter "${parameter.name}" takes a date or time: say in timeZone in which time zone it is read ("unpublished" when the provider does not say)`,
        ),
      );
    const schema = parameterSchema(parameter);
    if (parameter.default !== undefined) {
      checker.check(
        schema,
        at,
        parameter.default,
        [...at, 'default'],
        'default does not fit the parameter',
        source,
        issues,
      );
    }
    if (parameter.example !== undefined) {
      checker.check(
        schema,
        at,
        parameter.example,
        [...at, 'example'],
        'example does not fit the parameter',
        source,
        issues,
      );
    }
  });
  for (const name of inUrl) {
    if (!endpoint.parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
      issues.push(source.issue(['url'], `path parameter ":${name}" has no entry in parameters`));
    }
  }
}

function checkPathParameter(
  parameter: ApiParameter,
  at: DataPath,
  inUrl: string[],
  source: DataSource,
  issues: DataIssue[],
): void {
  if (!inUrl.includes(parameter.name)) {
    issues.push(
      source.issue(
        [...at, 'name'],
        `path parameter "${parameter.name}" does not appear in the URL as ":${parameter.name}"`,
      ),
    );
  }
  if (!parameter.required) issues.push(source.issue([...at, 'required'], 'path parameters are always required'));
}

function checkExclusions(
  parameter: ApiParameter,
  at: DataPath,
  all: ApiParameter[],
  source: DataSource,
  issues: DataIssue[],
): void {
  parameter.exclusiveWith?.forEach((name, index) => {
    if (!all.some((other) => other.name === name && other.in === parameter.in)) {
      issues.push(source.issue([...at, 'exclusiveWith', index], `unknown parameter "${name}"`));
    }
  });
}

// ---------- REST ----------

function checkRest(
  endpoint: RawRestEndpoint,
  source: DataSource,
  context: EndpointCheckContext,
): Omit<RestEndpoint, 'file' | 'route'> {
  const { shared, issues } = context;
  checkServer(endpoint, source, context);
  checkStandardErrors(endpoint, source, context);
  const { schema: rawSchema, headersJsonSchema: rawHeadersJson, ...responseRest } = endpoint.response;
  const schema = rawSchema ? expandChecked(rawSchema, ['response', 'schema'], source, context) : undefined;
  const headersJsonSchema = rawHeadersJson
    ? expandChecked(rawHeadersJson, ['response', 'headersJsonSchema'], source, context)
    : undefined;
  checkResponseShape(endpoint, source, issues);
  const requestSchema = requestBodySchema(endpoint.parameters);
  checkRequest(endpoint, requestSchema, source, context);
  const resolved: Omit<RestEndpoint, 'file' | 'route'> = {
    ...endpoint,
    response: { ...responseRest, ...(schema ? { schema } : {}), ...(headersJsonSchema ? { headersJsonSchema } : {}) },
    ...(requestSchema ? { requestSchema } : {}),
  };
  checkExamples(resolved, source, context, shared.schemas.errorResponse);
  return resolved;
}

function expandChecked(
  raw: RawFieldSchema,
  at: DataPath,
  source: DataSource,
  context: EndpointCheckContext,
): FieldSchema {
  checkFieldConditions(raw, at, context.sharedSource.value.schemas, source, context.issues);
  const schema = resolveFieldSchema(raw, at, context.shared.schemas, context.sharedSource, source, context.issues);
  context.checker.compile(schema, at, source, context.issues);
  return schema;
}

function checkServer(endpoint: RawRestEndpoint, source: DataSource, { shared, issues }: EndpointCheckContext): void {
  if (!shared.servers.some((server) => endpoint.url.startsWith(`${server.url}/`))) {
    issues.push(source.issue(['url'], `URL is not on a server listed in shared.yaml servers`));
  }
}

function checkStandardErrors(
  endpoint: RawRestEndpoint,
  source: DataSource,
  { shared, issues }: EndpointCheckContext,
): void {
  endpoint.errors.standard.forEach((id, index) => {
    if (!shared.errors.some((error) => error.id === id)) {
      issues.push(
        source.issue(
          ['errors', 'standard', index],
          `unknown standard error "${id}" (not defined in shared.yaml errors)`,
        ),
      );
    }
  });
  if (endpoint.errors.contentType === 'application/json') {
    endpoint.errors.specific.forEach((error, index) => {
      // The provider's types declare some statuses with no message (`APIError<string, 404>`): such an error names
      // them as its source; every other JSON error carries the published message.
      if (error.message === undefined && !error.source?.startsWith(apiTypesSourcePrefix)) {
        issues.push(
          source.issue(
            ['errors', 'specific', index],
            `JSON errors need the published "message" (or a source in ${apiTypesSourcePrefix} that declares none)`,
          ),
        );
      }
    });
  }
}

function isJsonOnly(contentTypes: string[]): boolean {
  return contentTypes.length === 1 && contentTypes[0] === 'application/json';
}

function checkResponseShape(endpoint: RawRestEndpoint, source: DataSource, issues: DataIssue[]): void {
  const { response } = endpoint;
  if (isJsonOnly(response.contentTypes) && !response.schema) {
    issues.push(source.issue(['response'], 'a JSON response needs a "schema"'));
  }
  if (!isJsonOnly(response.contentTypes) && response.schema) {
    issues.push(
      source.issue(['response', 'schema'], 'only a JSON response (contentTypes: [application/json]) has a schema'),
    );
  }
  if (response.headersJsonSchema && !response.headers?.some((header) => header.name === 'Dmdata-Headers-Length')) {
    issues.push(
      source.issue(['response', 'headersJsonSchema'], 'a headers JSON needs the header that gives its length'),
    );
  }
}

function checkRequest(
  endpoint: RawRestEndpoint,
  requestSchema: FieldSchema | undefined,
  source: DataSource,
  context: EndpointCheckContext,
): void {
  if (!endpoint.request) {
    if (requestSchema)
      context.issues.push(source.issue(['parameters'], 'body parameters need a "request" with an example'));
    return;
  }
  if (!requestSchema) {
    context.issues.push(source.issue(['request'], 'a request body needs parameters with in: body'));
    return;
  }
  context.checker.check(
    requestSchema,
    ['parameters'],
    endpoint.request.example,
    ['request', 'example'],
    'request example does not match the body parameters',
    source,
    context.issues,
  );
}

function isErrorStatus(status: HttpStatus): boolean {
  return typeof status === 'number' ? status >= 400 : Number(status[0]) >= 4;
}

function checkExamples(
  endpoint: Omit<RestEndpoint, 'file' | 'route'>,
  source: DataSource,
  context: EndpointCheckContext,
  errorSchema: FieldSchema | undefined,
): void {
  const { issues } = context;
  issues.push(...keyedDuplicates(source, ['examples'], endpoint.examples, 'name', 'example name'));
  endpoint.examples.forEach((example, index) => {
    const at: DataPath = ['examples', index];
    if (isErrorStatus(example.status)) checkErrorExample(endpoint, example, at, source, context, errorSchema);
    else checkSuccessExample(endpoint, example, at, source, context);
  });
  if (!endpoint.examples.some((example) => !isErrorStatus(example.status))) {
    issues.push(source.issue(['examples'], 'at least one success example is needed'));
  }
  if (!endpoint.examples.some((example) => isErrorStatus(example.status))) {
    issues.push(source.issue(['examples'], 'at least one error example is needed'));
  }
}

function checkSuccessExample(
  endpoint: Omit<RestEndpoint, 'file' | 'route'>,
  example: ResponseExample,
  at: DataPath,
  source: DataSource,
  { checker, issues }: EndpointCheckContext,
): void {
  const { response } = endpoint;
  if (String(example.status) !== String(response.status)) {
    issues.push(
      source.issue(
        [...at, 'status'],
        `success status ${example.status} differs from response.status ${response.status}`,
      ),
    );
  }
  if (example.contentType && !response.contentTypes.includes(example.contentType)) {
    issues.push(source.issue([...at, 'contentType'], `"${example.contentType}" is not in response.contentTypes`));
  }
  if (response.schema) {
    if (example.body === undefined) issues.push(source.issue(at, 'a JSON success example needs a "body"'));
    else
      checker.check(
        response.schema,
        ['response', 'schema'],
        example.body,
        [...at, 'body'],
        'example does not match the response schema',
        source,
        issues,
      );
  } else if (example.body !== undefined) {
    issues.push(source.issue([...at, 'body'], 'this response has no JSON body; use bodyText or leave the body out'));
  }
  if (response.contentTypes.length === 0 && (example.body !== undefined || example.bodyText !== undefined)) {
    issues.push(source.issue(at, 'this response has no body'));
  }
  checkExampleHeaders(endpoint, example, at, source, issues);
  if (example.headersJson !== undefined) {
    if (!response.headersJsonSchema)
      issues.push(source.issue([...at, 'headersJson'], 'response.headersJsonSchema is not defined'));
    else
      checker.check(
        response.headersJsonSchema,
        ['response', 'headersJsonSchema'],
        example.headersJson,
        [...at, 'headersJson'],
        'headers JSON does not match its schema',
        source,
        issues,
      );
  }
}

function checkExampleHeaders(
  endpoint: Omit<RestEndpoint, 'file' | 'route'>,
  example: ResponseExample,
  at: DataPath,
  source: DataSource,
  issues: DataIssue[],
): void {
  if (!example.headers) return;
  const declared = endpoint.response.headers ?? [];
  for (const [name, value] of Object.entries(example.headers)) {
    const header = declared.find((candidate) => candidate.name === name);
    if (!header) {
      issues.push(source.issue([...at, 'headers', name], `header "${name}" is not declared in response.headers`, true));
    } else if (header.allowedValues && !header.allowedValues.includes(value)) {
      issues.push(source.issue([...at, 'headers', name], `"${value}" is not an allowed value of ${name}`));
    }
  }
  for (const header of declared) {
    if (header.required && !(header.name in example.headers)) {
      issues.push(source.issue([...at, 'headers'], `required header "${header.name}" is missing`));
    }
  }
}

function checkErrorExample(
  endpoint: Omit<RestEndpoint, 'file' | 'route'>,
  example: ResponseExample,
  at: DataPath,
  source: DataSource,
  context: EndpointCheckContext,
  errorSchema: FieldSchema | undefined,
): void {
  const { shared, checker, issues } = context;
  const listed = [
    ...shared.errors.filter((error) => endpoint.errors.standard.includes(error.id)),
    ...endpoint.errors.specific,
  ].filter((error) => error.status === example.status);
  if (listed.length === 0) {
    issues.push(source.issue([...at, 'status'], `status ${example.status} is not among this endpoint's errors`));
    return;
  }
  if (endpoint.errors.contentType === 'text/plain') {
    if (example.body !== undefined) issues.push(source.issue([...at, 'body'], 'plain-text errors have no JSON body'));
    return;
  }
  if (example.body === undefined) {
    issues.push(source.issue(at, 'a JSON error example needs a "body"'));
    return;
  }
  if (errorSchema) {
    checker.check(
      errorSchema,
      ['errors'],
      example.body,
      [...at, 'body'],
      'example does not match the error response schema',
      source,
      issues,
    );
  }
  const error = errorOf(example.body);
  if (error && error.code !== example.status) {
    issues.push(
      source.issue(
        [...at, 'body', 'error', 'code'],
        `error.code ${String(error.code)} differs from status ${example.status}`,
      ),
    );
  }
  if (error && !listed.some((candidate) => candidate.message === error.message)) {
    issues.push(
      source.issue([...at, 'body', 'error', 'message'], `message is not one of the listed ${example.status} errors`),
    );
  }
}

function errorOf(body: unknown): { code?: unknown; message?: unknown } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  return typeof error === 'object' && error !== null ? error : undefined;
}

// ---------- WebSocket ----------

function checkWebSocket(
  endpoint: RawWebSocketEndpoint,
  source: DataSource,
  context: EndpointCheckContext,
): Omit<WebSocketEndpoint, 'file' | 'route'> {
  const { issues, checker } = context;
  const ids = new Set(endpoint.messages.map((message) => message.id));
  issues.push(...keyedDuplicates(source, ['messages'], endpoint.messages, 'id', 'message id'));
  const messages = endpoint.messages.map((message, index) => {
    const at: DataPath = ['messages', index];
    if (message.replyWith && !ids.has(message.replyWith)) {
      issues.push(source.issue([...at, 'replyWith'], `unknown message "${message.replyWith}"`));
    }
    const schema = expandChecked(message.schema, [...at, 'schema'], source, context);
    message.examples.forEach((example, exampleIndex) => {
      const exampleAt: DataPath = [...at, 'examples', exampleIndex, 'body'];
      checker.check(
        schema,
        [...at, 'schema'],
        example.body,
        exampleAt,
        'example does not match the message schema',
        source,
        issues,
      );
    });
    return { ...message, schema };
  });
  checkErrorCodes(endpoint, messages, source, issues);
  return { ...endpoint, messages };
}

function checkErrorCodes(
  endpoint: RawWebSocketEndpoint,
  messages: Array<{ type: string; schema: FieldSchema }>,
  source: DataSource,
  issues: DataIssue[],
): void {
  const codes = endpoint.errorCodes.map((entry) => entry.code);
  issues.push(...keyedDuplicates(source, ['errorCodes'], endpoint.errorCodes, 'code', 'error code'));
  const errorMessage = messages.find((message) => message.type === 'error');
  const allowed = errorMessage?.schema.properties?.code?.enum;
  if (allowed && (allowed.length !== codes.length || !codes.every((code) => allowed.includes(code)))) {
    issues.push(
      source.issue(['errorCodes'], 'errorCodes must list exactly the codes allowed by the error message schema'),
    );
  }
}

/** A parameter that takes a date or a time: named date/datetime, or with an example that starts with a date. */
function takesDate(parameter: ApiParameter): boolean {
  return (
    /^(?:date|datetime)$/i.test(parameter.name) ||
    parameter.type === 'ISO8601Time' ||
    (typeof parameter.example === 'string' && /^\d{4}-\d{2}-\d{2}/.test(parameter.example))
  );
}
