import { jsonValueText } from './json-value';
import { plainDescription } from '../../../isomorphic/plain-description';
import { type ApiParameter, type RestEndpoint } from '../../../isomorphic/api-types';

/** Shell variable that holds the API key in every example. */
export const apiKeyVariable = 'DMDATA_API_KEY';
/** Shell variable that holds an OAuth2 access token in the examples. */
export const accessTokenVariable = 'DMDATA_ACCESS_TOKEN';

/** `eventId` → `EVENT_ID`: the shell variable an example uses for a value the reader must supply. */
export function shellVariableOf(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** Single-quoted for the shell: nothing inside is expanded. */
function literal(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A value the example sends: literal text, or a variable the reader sets first. */
export interface ComposedValue {
  text: string;
  /** Set when the value is a variable the reader sets first (shell variable / environment variable). */
  variable?: { name: string; parameter: ApiParameter };
}

function valueFor(parameter: ApiParameter): ComposedValue {
  if (parameter.example !== undefined) return { text: jsonValueText(parameter.example) };
  if (parameter.default !== undefined) return { text: String(parameter.default) };
  const name = shellVariableOf(parameter.name);
  return { text: `$${name}`, variable: { name, parameter } };
}

/** Query parameters worth showing: the required ones and the optional ones the data gives an example for. */
function exampleQuery(endpoint: RestEndpoint): ApiParameter[] {
  return endpoint.parameters.filter(
    (parameter) =>
      parameter.in === 'query' &&
      !parameter.cursor &&
      !parameter.experimental &&
      (parameter.required || parameter.example !== undefined),
  );
}

/** Where a downloaded body goes: binary bodies are saved to a file, text is printed. */
function outputFile(endpoint: RestEndpoint): string | undefined {
  const types = endpoint.response.contentTypes;
  if (types.length === 1 && types[0] === 'application/gzip') return `${endpoint.id.split('.')[0]}.tar.gz`;
  if (types.length === 1 && types[0] === 'application/octet-stream') return `${endpoint.id.split('.')[0]}.bin`;
  return undefined;
}

/**
 * The request every example of an endpoint makes, in language-neutral parts: the URL as literal text and path
 * values, the query pairs, the body, and where a binary reply is saved. curl, fetch and Python render it.
 */
export interface ExampleRequest {
  method: RestEndpoint['method'];
  /** The URL split at path values: strings are literal, values may be variables. */
  url: Array<string | ComposedValue>;
  query: Array<{ name: string; value: ComposedValue }>;
  body?: { contentType: string; example: unknown };
  /** File name for a binary reply. */
  output?: string;
  /** The endpoint documents response headers worth showing. */
  showHeaders: boolean;
  /** What the reply is: JSON, text, binary (saved to `output`), or nothing. */
  reply: 'json' | 'text' | 'binary' | 'none';
  /** Variables the reader sets first, in order of appearance. */
  variables: Array<NonNullable<ComposedValue['variable']>>;
}

export function exampleRequest(endpoint: RestEndpoint): ExampleRequest {
  const url: ExampleRequest['url'] = [];
  const pattern = /:([A-Za-z][A-Za-z0-9_]*)/g;
  let last = 0;
  for (const match of endpoint.url.matchAll(pattern)) {
    url.push(endpoint.url.slice(last, match.index));
    const parameter = endpoint.parameters.find((candidate) => candidate.in === 'path' && candidate.name === match[1]);
    url.push(parameter ? valueFor(parameter) : { text: `$${shellVariableOf(match[1])}` });
    last = match.index + match[0].length;
  }
  url.push(endpoint.url.slice(last));
  const query = exampleQuery(endpoint).map((parameter) => ({ name: parameter.name, value: valueFor(parameter) }));
  const variables = [...url, ...query.map((pair) => pair.value)].flatMap((part) =>
    typeof part !== 'string' && part.variable ? [part.variable] : [],
  );
  const output = outputFile(endpoint);
  const types = endpoint.response.contentTypes;
  return {
    method: endpoint.method,
    url,
    query,
    body: endpoint.request
      ? { contentType: endpoint.request.contentType, example: endpoint.request.example }
      : undefined,
    output,
    showHeaders: Boolean(endpoint.response.headers),
    reply: output
      ? 'binary'
      : types.length === 0
        ? 'none'
        : types.every((type) => type === 'application/json')
          ? 'json'
          : 'text',
    variables,
  };
}

/** The argument list of the example, before quoting for display. */
function curlArguments(request: ExampleRequest, bearer: boolean): string[] {
  const url = request.url.map((part) => (typeof part === 'string' ? part : part.text)).join('');
  const args: string[] = [];
  if (request.query.length > 0 && request.method === 'GET') args.push('-G');
  if (request.method === 'DELETE') args.push('-X DELETE');
  args.push(bearer ? `-H "Authorization: Bearer $${accessTokenVariable}"` : `-u "$${apiKeyVariable}:"`);
  if (request.showHeaders) args.push('-D -');
  if (request.output) args.push(`-o ${request.output}`);
  args.push(url.includes('$') ? `"${url}"` : literal(url));
  for (const { name, value } of request.query) {
    const pair = `${name}=${value.text}`;
    args.push(`--data-urlencode ${value.variable ? `"${pair}"` : literal(pair)}`);
  }
  if (request.body) {
    args.push(`-H ${literal(`Content-Type: ${request.body.contentType}`)}`);
    args.push(`-d ${literal(JSON.stringify(request.body.example, null, 2))}`);
  }
  return args;
}

/** Comment lines that tell the reader which variables to set, in the comment syntax of the language. */
export function variableComments(request: ExampleRequest, comment: string, kind: string): string[] {
  return request.variables.flatMap((variable) => [
    `${comment} ${kind} ${variable.name} に ${variable.parameter.name} の値を入れてから実行します。`,
    `${comment} ${variable.parameter.name}: ${plainDescription(variable.parameter.description)}`,
  ]);
}

/**
 * A copyable `curl` command for a REST endpoint, composed from its method, URL and parameters.
 * Path values without an example become shell variables, explained in a comment line.
 */
export function curlExample(endpoint: RestEndpoint, options: { bearer?: boolean } = {}): string {
  const request = exampleRequest(endpoint);
  const args = curlArguments(request, options.bearer ?? false);
  return [...variableComments(request, '#', '変数'), `curl ${args.join(' \\\n  ')}`].join('\n');
}
