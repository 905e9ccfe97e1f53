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

interface ComposedValue {
  text: string;
  /** Set when the value is a shell variable the reader sets first. */
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

/** The argument list of the example, before quoting for display. */
function curlArguments(
  endpoint: RestEndpoint,
  bearer: boolean,
): { args: string[]; variables: ComposedValue['variable'][] } {
  const variables: ComposedValue['variable'][] = [];
  const url = endpoint.url.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const parameter = endpoint.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (!parameter) return `$${shellVariableOf(name)}`;
    const value = valueFor(parameter);
    if (value.variable) variables.push(value.variable);
    return value.text;
  });
  const query = exampleQuery(endpoint);
  const args: string[] = [];
  if (query.length > 0 && endpoint.method === 'GET') args.push('-G');
  if (endpoint.method === 'DELETE') args.push('-X DELETE');
  args.push(bearer ? `-H "Authorization: Bearer $${accessTokenVariable}"` : `-u "$${apiKeyVariable}:"`);
  if (endpoint.response.headers) args.push('-D -');
  const output = outputFile(endpoint);
  if (output) args.push(`-o ${output}`);
  args.push(url.includes('$') ? `"${url}"` : literal(url));
  for (const parameter of query) {
    const value = valueFor(parameter);
    if (value.variable) variables.push(value.variable);
    const pair = `${parameter.name}=${value.text}`;
    args.push(`--data-urlencode ${value.variable ? `"${pair}"` : literal(pair)}`);
  }
  if (endpoint.request) {
    args.push(`-H ${literal(`Content-Type: ${endpoint.request.contentType}`)}`);
    args.push(`-d ${literal(JSON.stringify(endpoint.request.example, null, 2))}`);
  }
  return { args, variables };
}

/**
 * A copyable `curl` command for a REST endpoint, composed from its method, URL and parameters.
 * Path values without an example become shell variables, explained in a comment line.
 */
export function curlExample(endpoint: RestEndpoint, options: { bearer?: boolean } = {}): string {
  const { args, variables } = curlArguments(endpoint, options.bearer ?? false);
  const comments = variables.flatMap((variable) =>
    variable
      ? [
          `# 変数 ${variable.name} に ${variable.parameter.name} の値を入れてから実行します。`,
          `# ${variable.parameter.name}: ${plainDescription(variable.parameter.description)}`,
        ]
      : [],
  );
  return [...comments, `curl ${args.join(' \\\n  ')}`].join('\n');
}
