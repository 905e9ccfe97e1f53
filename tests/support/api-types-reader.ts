import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Reads the declarations of the provider's published types (`@dmdata/api-types`, a devDependency) into plain shapes,
 * so that tests can hold the API data against them: which messages and fields the types declare. The package is a
 * few plain `.d.ts` files (interfaces, object literals, unions, arrays); this reader understands exactly that much,
 * and throws on anything else rather than guess.
 */

/** A declared type, reduced to what the contract tests compare: objects (with their fields), arrays and leaves. */
export type DeclaredType =
  | { kind: 'object'; fields: Map<string, DeclaredField> }
  | { kind: 'array'; items: DeclaredType }
  | { kind: 'leaf'; text: string };

export interface DeclaredField {
  optional: boolean;
  type: DeclaredType;
}

interface RawInterface {
  extends: string[];
  body: string;
}

const require = createRequire(import.meta.url);

/** Folder of the installed package's `types/`. */
export function apiTypesDir(): string {
  return path.join(path.dirname(require.resolve('@dmdata/api-types/package.json')), 'types');
}

export function apiTypesVersion(): string {
  return (require('@dmdata/api-types/package.json') as { version: string }).version;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file) : name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The text between the `{` at `open` and its matching `}`. */
function block(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return text.slice(open + 1, index);
  }
  throw new Error('unbalanced braces');
}

export class ApiTypes {
  /** Interfaces by qualified name (`WebSocketV2.Event.Data` is stored as `Event.Data`, `SocketStart.RequestBodyJSON`). */
  private readonly interfaces = new Map<string, RawInterface>();
  private readonly aliases = new Map<string, string>();

  constructor(readonly dir: string = apiTypesDir()) {
    for (const file of listFiles(dir)) this.readFile(readFileSync(file, 'utf8'));
  }

  private readFile(text: string): void {
    const clean = text.replace(/\/\/.*$/gm, '');
    const walk = (scope: string, from: number, to: number) => {
      const pattern =
        /(?:namespace\s+(\w+)\s*\{)|(?:interface\s+(\w+)(?:\s+extends\s+([^{]+))?\s*\{)|(?:type\s+(\w+)\s*=\s*)/g;
      pattern.lastIndex = from;
      let match: RegExpExecArray | null;
      while ((match = pattern.exec(clean)) && match.index < to) {
        const open = pattern.lastIndex - 1;
        if (match[1]) {
          const body = block(clean, open);
          walk(scope ? `${scope}.${match[1]}` : match[1], open + 1, open + 1 + body.length);
          pattern.lastIndex = open + body.length + 2;
        } else if (match[2]) {
          const body = block(clean, open);
          const name = scope ? `${scope}.${match[2]}` : match[2];
          this.interfaces.set(name, {
            extends: match[3] ? match[3].split(',').map((part) => part.trim()) : [],
            body,
          });
          pattern.lastIndex = open + body.length + 2;
        } else if (match[4]) {
          const end = clean.indexOf(';', pattern.lastIndex);
          const name = scope ? `${scope}.${match[4]}` : match[4];
          if (!clean.slice(pattern.lastIndex, end).includes('{'))
            this.aliases.set(name, clean.slice(pattern.lastIndex, end).trim());
          pattern.lastIndex = end + 1;
        }
      }
    };
    walk('', 0, clean.length);
  }

  /** Finds a declaration by name as written inside `scope` (`Components.XmlReport`, `DataHead`, `Item`). */
  private find(name: string, scope: string): string | undefined {
    const bare = name.replace(/^Components\./, '');
    const scopes = scope.split('.');
    for (let cut = scopes.length; cut >= 0; cut--) {
      const candidate = [...scopes.slice(0, cut), bare].filter(Boolean).join('.');
      if (this.interfaces.has(candidate) || this.aliases.has(candidate)) return candidate;
    }
    const suffix = [...this.interfaces.keys(), ...this.aliases.keys()].filter(
      (key) => key === bare || key.endsWith(`.${bare}`),
    );
    return suffix.length === 1 ? suffix[0] : undefined;
  }

  /** The shape of an interface by qualified name (`SocketStart.RequestBodyJSON`, `WebSocketV2.Event.Data`). */
  interface(name: string): DeclaredType {
    const found = this.find(name, '');
    if (!found || !this.interfaces.has(found)) throw new Error(`@dmdata/api-types declares no interface ${name}`);
    return this.objectOf(found);
  }

  /** Qualified names of the interfaces under a namespace (`Event` → `Event.Data`, `Event.Ping` …). */
  interfacesIn(namespace: string): string[] {
    return [...this.interfaces.keys()].filter((key) => key.startsWith(`${namespace}.`));
  }

  private objectOf(name: string): DeclaredType {
    const declared = this.interfaces.get(name)!;
    const scope = name.split('.').slice(0, -1).join('.');
    const fields = new Map<string, DeclaredField>();
    for (const parent of declared.extends) {
      const inner = parent.replace(/^Required<(.+)>$/, '$1');
      const found = this.find(inner, scope);
      if (!found) throw new Error(`${name} extends unknown ${parent}`);
      const shape = this.objectOf(found);
      if (shape.kind === 'object') for (const [key, field] of shape.fields) fields.set(key, field);
    }
    for (const [key, field] of this.fieldsOf(declared.body, scope)) fields.set(key, field);
    return { kind: 'object', fields };
  }

  private fieldsOf(body: string, scope: string): Map<string, DeclaredField> {
    const fields = new Map<string, DeclaredField>();
    let index = 0;
    const property = /\s*([A-Za-z_$][\w$]*)(\?)?\s*:\s*/y;
    while (index < body.length) {
      if (/^[\s;,]*$/.test(body.slice(index))) break;
      property.lastIndex = index;
      const match = property.exec(body);
      if (!match) throw new Error(`cannot read a field at: ${body.slice(index, index + 60)}`);
      let end = property.lastIndex;
      let depth = 0;
      while (end < body.length) {
        const char = body[end];
        if (char === '{' || char === '[' || char === '<' || char === '(') depth++;
        else if (char === '}' || char === ']' || char === '>' || char === ')') depth--;
        else if (depth === 0 && (char === ';' || char === ',' || char === '\n')) break;
        end++;
      }
      const typeText = body.slice(property.lastIndex, end).trim();
      fields.set(match[1], { optional: match[2] === '?', type: this.typeOf(typeText, scope) });
      index = end + 1;
    }
    return fields;
  }

  private typeOf(text: string, scope: string): DeclaredType {
    const parts = splitUnion(text).filter((part) => part !== 'null');
    if (parts.length !== 1) return { kind: 'leaf', text };
    const single = parts[0];
    if (single.startsWith('{')) return { kind: 'object', fields: this.fieldsOf(block(single, 0), scope) };
    if (single.endsWith('[]'))
      return { kind: 'array', items: this.typeOf(single.slice(0, -2).replace(/^\((.*)\)$/, '$1'), scope) };
    if (single.startsWith('[') && single.endsWith(']'))
      return { kind: 'array', items: this.typeOf(single.slice(1, -1), scope) };
    const found = /^[A-Za-z_][\w.]*$/.test(single) ? this.find(single, scope) : undefined;
    if (found && this.interfaces.has(found)) return this.objectOf(found);
    if (found && this.aliases.has(found))
      return this.typeOf(this.aliases.get(found)!, found.split('.').slice(0, -1).join('.'));
    return { kind: 'leaf', text: single };
  }
}

/** `A | B | null` at the top level (not inside braces or brackets). */
function splitUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if ('{[(<'.includes(char)) depth++;
    else if ('}])>'.includes(char)) depth--;
    else if (char === '|' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}
