// Vite's `import.meta.glob('<relative pattern with *>', { eager: true })` for the esbuild bundle of the command-line
// scripts (run-bundled.mjs), so a module that discovers its siblings by name (generators/site/page-sources.ts) runs
// the same under Vite and under Node. Only the form this repository uses is accepted: one pattern, relative to the
// importing file, `*` within path segments (no `**`), `eager: true`; any other form stops the bundle with its file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const globCall = /import\.meta\.glob(?:<[^()']*>)?\(\s*'([^']+)'\s*,\s*\{\s*eager:\s*true\s*\}\s*\)/g;

/** A call of import.meta.glob, in any form (a mention in a comment is not one). */
const globUse = /import\.meta\.glob\s*[<(]/;

function escapeRegExp(text) {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** The files one pattern names, sorted, as Vite lists them: `../../pages/kinds/api/build/source.ts`. */
function matchingFiles(fromDir, pattern) {
  const segments = pattern.split('/');
  const fixed = segments.findIndex((segment) => segment !== '.' && segment !== '..');
  if (!pattern.startsWith('.') || fixed < 0 || !segments.some((segment) => segment.includes('*')))
    throw new Error(`unsupported import.meta.glob pattern "${pattern}"`);
  /** The paths (relative to fromDir, as written) that segments[index…] match below `prefix`. */
  const expand = (prefix, index) => {
    const segment = segments[index];
    const last = index === segments.length - 1;
    if (segment === '**') throw new Error(`unsupported import.meta.glob pattern "${pattern}"`);
    const names = segment.includes('*')
      ? readdirSync(path.resolve(fromDir, prefix), { withFileTypes: true })
          .filter((entry) => (last ? entry.isFile() : entry.isDirectory()))
          .map((entry) => entry.name)
          .filter((name) => new RegExp(`^${segment.split('*').map(escapeRegExp).join('[^/]*')}$`).test(name))
      : [segment];
    return names.flatMap((name) => {
      const next = `${prefix}/${name}`;
      if (last) return existsSync(path.resolve(fromDir, next)) ? [next] : [];
      return existsSync(path.resolve(fromDir, next)) ? expand(next, index + 1) : [];
    });
  };
  return expand(segments.slice(0, fixed).join('/'), fixed).sort();
}

export const importGlobPlugin = {
  name: 'import-meta-glob',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!globUse.test(source)) return undefined;
      const imports = [];
      const contents = source.replace(globCall, (_, pattern) => {
        const entries = matchingFiles(path.dirname(args.path), pattern).map((file) => {
          const name = `__glob${imports.length}`;
          imports.push(`import * as ${name} from ${JSON.stringify(file)};`);
          return `${JSON.stringify(file)}: ${name}`;
        });
        return `{ ${entries.join(', ')} }`;
      });
      if (globUse.test(contents)) {
        return {
          errors: [
            {
              text: 'import.meta.glob takes one relative pattern and { eager: true } in the command-line bundle',
              location: { file: args.path },
            },
          ],
        };
      }
      return { contents: `${imports.join('\n')}\n${contents}`, loader: path.extname(args.path).slice(1) };
    });
  },
};
