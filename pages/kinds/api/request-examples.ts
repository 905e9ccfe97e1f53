import type { RestEndpoint } from '../../../isomorphic/api-types';
import { apiKeyVariable, exampleRequest, variableComments, type ComposedValue } from './curl';

/**
 * JavaScript (`fetch`) and Python (standard library `urllib`) versions of an endpoint's request, rendered from
 * the same parts as the curl example (`exampleRequest`), so every endpoint in data/api gets all three.
 * Both read the API key and any value the reader supplies from environment variables.
 */

/** A JavaScript expression for a value: a string literal, or the environment variable the reader sets. */
function jsValue(value: ComposedValue): string {
  return value.variable ? `process.env.${value.variable.name}` : `'${value.text.replace(/['\\]/g, '\\$&')}'`;
}

/** A Python expression for a value. */
function pyValue(value: ComposedValue): string {
  return value.variable ? `os.environ['${value.variable.name}']` : `'${value.text.replace(/['\\]/g, '\\$&')}'`;
}

/** A JSON value written as a Python literal (dicts, lists, True/False/None), indented by four spaces. */
function pyLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null))
      return `[${value.map((item) => pyLiteral(item)).join(', ')}]`;
    return `[\n${value.map((item) => `${inner}${pyLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pyLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

/** A JSON value written as a JavaScript literal (single-quoted strings, bare keys where they can be). */
function jsLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/['\\]/g, '\\$&')}'`;
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null))
      return `[${value.map((item) => jsLiteral(item)).join(', ')}]`;
    return `[\n${value.map((item) => `${inner}${jsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : jsLiteral(key)}: ${jsLiteral(item, inner)},`,
  );
  return `{\n${entries.join('\n')}\n${indent}}`;
}

/** The URL parts with literal values merged into the text around them; only variables stay separate. */
function urlParts(parts: Array<string | ComposedValue>): Array<string | ComposedValue> {
  const merged: Array<string | ComposedValue> = [];
  for (const part of parts) {
    const text = typeof part === 'string' ? part : part.variable ? undefined : part.text;
    if (text === undefined) merged.push(part);
    else if (typeof merged.at(-1) === 'string') merged[merged.length - 1] = `${merged.at(-1) as string}${text}`;
    else merged.push(text);
  }
  return merged.filter((part) => part !== '');
}

/** `fetch` in an ES module (Node.js 18+ or a bundler; top-level await). */
export function fetchExample(endpoint: RestEndpoint): string {
  const request = exampleRequest(endpoint);
  const lines = [...variableComments(request, '//', '環境変数')];
  if (request.reply === 'binary') lines.push("import { writeFile } from 'node:fs/promises';", '');
  const url = urlParts(request.url)
    .map((part) =>
      typeof part === 'string' ? part.replace(/[`\\$]/g, '\\$&') : `\${encodeURIComponent(${jsValue(part)})}`,
    )
    .join('');
  lines.push(`const url = new URL(\`${url}\`);`);
  for (const { name, value } of request.query) lines.push(`url.searchParams.set('${name}', ${jsValue(value)});`);
  lines.push('', `// APIキーをユーザー名、パスワードを空にした Basic 認証です`);
  lines.push(`const authorization = \`Basic \${btoa(\`\${process.env.${apiKeyVariable}}:\`)}\`;`);
  lines.push('const response = await fetch(url, {');
  if (request.method !== 'GET') lines.push(`  method: '${request.method}',`);
  if (request.body) {
    lines.push(`  headers: { Authorization: authorization, 'Content-Type': '${request.body.contentType}' },`);
    lines.push(`  body: JSON.stringify(${jsLiteral(request.body.example, '  ')}),`);
  } else lines.push('  headers: { Authorization: authorization },');
  lines.push('});');
  if (request.showHeaders)
    lines.push('for (const [name, value] of response.headers) console.log(`${name}: ${value}`);');
  switch (request.reply) {
    case 'json':
      lines.push('console.log(response.status, JSON.stringify(await response.json(), null, 2));');
      break;
    case 'text':
      lines.push('console.log(response.status, await response.text());');
      break;
    case 'binary':
      lines.push(
        'if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);',
        `await writeFile('${request.output}', new Uint8Array(await response.arrayBuffer()));`,
      );
      break;
    case 'none':
      lines.push('console.log(response.status);');
      break;
  }
  return lines.join('\n');
}

/** Python 3 with the standard library only (`urllib.request`). */
export function pythonExample(endpoint: RestEndpoint): string {
  const request = exampleRequest(endpoint);
  const parts = urlParts(request.url);
  const imports = [
    'base64',
    ...(request.body || request.reply === 'json' ? ['json'] : []),
    'os',
    'urllib.error',
    ...(request.query.length > 0 || parts.some((part) => typeof part !== 'string') ? ['urllib.parse'] : []),
    'urllib.request',
  ];
  const lines = [...variableComments(request, '#', '環境変数'), ...imports.map((name) => `import ${name}`), ''];
  const url = parts
    .map((part) => (typeof part === 'string' ? `'${part}'` : `urllib.parse.quote(${pyValue(part)}, safe='')`))
    .join(' + ');
  if (request.query.length > 0) {
    lines.push('query = urllib.parse.urlencode({');
    for (const { name, value } of request.query) lines.push(`    '${name}': ${pyValue(value)},`);
    lines.push('})');
    lines.push(`url = ${url} + '?' + query`);
  } else lines.push(`url = ${url}`);
  lines.push('', '# APIキーをユーザー名、パスワードを空にした Basic 認証です');
  lines.push(`credentials = base64.b64encode((os.environ['${apiKeyVariable}'] + ':').encode()).decode()`);
  lines.push("headers = {'Authorization': 'Basic ' + credentials}");
  const args = ['url', 'headers=headers'];
  if (request.body) {
    lines.push(`headers['Content-Type'] = '${request.body.contentType}'`);
    lines.push(`body = ${pyLiteral(request.body.example)}`);
    args.push('data=json.dumps(body).encode()');
  }
  if (request.method !== 'GET') args.push(`method='${request.method}'`);
  lines.push(`request = urllib.request.Request(${args.join(', ')})`, '', 'try:');
  lines.push('    with urllib.request.urlopen(request) as response:');
  if (request.showHeaders)
    lines.push('        for name, value in response.getheaders():', "            print(f'{name}: {value}')");
  switch (request.reply) {
    case 'json':
      lines.push('        print(response.status, json.dumps(json.load(response), ensure_ascii=False, indent=2))');
      break;
    case 'text':
      lines.push("        print(response.status, response.read().decode('utf-8', errors='replace'))");
      break;
    case 'binary':
      lines.push(`        with open('${request.output}', 'wb') as file:`, '            file.write(response.read())');
      break;
    case 'none':
      lines.push('        print(response.status)');
      break;
  }
  lines.push('except urllib.error.HTTPError as error:');
  lines.push('    # 4xx・5xx の応答でも、本文にはエラーの内容が JSON で入っています');
  lines.push("    print(error.code, error.read().decode('utf-8', errors='replace'))");
  return lines.join('\n');
}
