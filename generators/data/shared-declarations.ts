/**
 * Declarations that several generated type modules would each write out: the API meta schemas share one field
 * definition, and a published catalog schema repeats the definitions of the catalog it is made from. The first module
 * that declares a type keeps it; a later module whose declaration is the same text imports it instead.
 */

/** One top-level declaration of a generated module: its JSDoc and its code, and the names it uses. */
interface Declaration {
  name: string;
  text: string;
}

/** json-schema-to-typescript's note under a definition's JSDoc, which names the root type and so differs per file. */
const definitionNote = /\n \*\n \* This interface was referenced by `[^`]*`'s JSON-Schema\n \* via the `definition` "[^"]*"\.|\n \* This interface was referenced by `[^`]*`'s JSON-Schema\n \* via the `definition` "[^"]*"\./g;

/** Splits a module body (prettier-formatted: a declaration starts at column 0 with `/**` or `export`). */
function declarationsOf(body: string): Declaration[] {
  const declarations: Declaration[] = [];
  let current: string[] = [];
  let inComment = false;
  const flush = () => {
    const text = current.join('\n').trim();
    const name = /^export (?:type|interface) (\w+)/m.exec(text)?.[1];
    if (name) declarations.push({ name, text: text.replace(/\/\*\*\n \*\/\n/, '') });
    current = [];
  };
  for (const line of body.split('\n')) {
    const startsDeclaration = !inComment && (line.startsWith('/**') || line.startsWith('export '));
    const previousIsComment = current.length > 0 && current[current.length - 1].startsWith(' */');
    if (startsDeclaration && !(line.startsWith('export ') && previousIsComment)) flush();
    current.push(line);
    if (line.startsWith('/**')) inComment = !line.includes('*/');
    else if (line.startsWith(' */')) inComment = false;
  }
  flush();
  return declarations;
}

function namesUsedBy(text: string): Set<string> {
  return new Set(text.replace(/\/\*\*[\s\S]*?\*\//g, '').match(/\b[A-Z]\w*\b/g) ?? []);
}

/** The declarations of a module: what it declares itself and what it takes from modules written before it. */
export interface ModuleDeclarations {
  own: string[];
  imported: Map<string, string[]>;
}

/**
 * Generated modules, in order, with shared declarations imported from the first module that declares them. A
 * declaration is imported only when every type of this module it names is imported as well; otherwise it would
 * refer to the other module's types of the same name.
 */
export class SharedDeclarations {
  /** Every declaration written so far, by name: a name may stand for different types in different modules. */
  private readonly declaredIn = new Map<string, Array<{ module: string; text: string }>>();

  private origin(declaration: Declaration): string | undefined {
    return this.declaredIn.get(declaration.name)?.find((earlier) => earlier.text === declaration.text)?.module;
  }

  add(module: string, body: string): ModuleDeclarations {
    const declarations = declarationsOf(body.replace(definitionNote, ''));
    const local = new Set(declarations.map((declaration) => declaration.name));
    const shared = new Set(declarations.filter((declaration) => this.origin(declaration)).map((declaration) => declaration.name));
    let changed = true;
    while (changed) {
      changed = false;
      for (const declaration of declarations) {
        if (!shared.has(declaration.name)) continue;
        const usesOwn = [...namesUsedBy(declaration.text)].some((name) => name !== declaration.name && local.has(name) && !shared.has(name));
        if (usesOwn) {
          shared.delete(declaration.name);
          changed = true;
        }
      }
    }
    const imported = new Map<string, string[]>();
    const own: string[] = [];
    for (const declaration of declarations) {
      const origin = this.origin(declaration);
      if (shared.has(declaration.name) && origin) {
        imported.set(origin, [...(imported.get(origin) ?? []), declaration.name]);
      } else {
        own.push(declaration.text);
        this.declaredIn.set(declaration.name, [...(this.declaredIn.get(declaration.name) ?? []), { module, text: declaration.text }]);
      }
    }
    return { own, imported };
  }
}
