// Vite's `import.meta.glob('<dir>/<name with *>', { eager: true })` for the esbuild bundle of the command-line
// scripts (run-bundled.mjs), so a module that discovers its siblings by name (generators/site/page-sources.ts) runs
// the same under Vite and under Node. Only the form this repository uses is accepted: one pattern, relative to the
// importing file, a `*` in the file name only, `eager: true`; any other form stops the bundle with its file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const globCall = /import\.meta\.glob(?:<[^()']*>)?\(\s*'([^']+)'\s*,\s*\{\s*eager:\s*true\s*\}\s*\)/g;

/** A call of import.meta.glob, in any form (a mention in a comment is not one). */
const globUse = /import\.meta\.glob\s*[<(]/;

function escapeRegExp(text) {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** The files one pattern names, sorted, as Vite lists them: `./page-sources/api-pages.ts`. */
function matchingFiles(fromDir, pattern) {
  const dir = path.posix.dirname(pattern);
  const name = path.posix.basename(pattern);
  if (!pattern.startsWith('.') || dir.includes('*') || !name.includes('*'))
    throw new Error(`unsupported import.meta.glob pattern "${pattern}"`);
  const test = new RegExp(`^${name.split('*').map(escapeRegExp).join('[^/]*')}$`);
  return readdirSync(path.resolve(fromDir, dir))
    .filter((file) => test.test(file))
    .sort()
    .map((file) => `${dir}/${file}`);
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
