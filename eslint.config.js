import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ESLint for the TypeScript and React code (`npm run lint`). The recommended sets of ESLint, typescript-eslint (the
 * type-checked set: it reads the types through TypeScript's project service, so it sees a promise nobody awaits)
 * and the React hooks plugin; formatting is Prettier's, the import layers are dependency-cruiser's
 * (.dependency-cruiser.cjs), unused files and exports are knip's.
 */

/**
 * Node's own globals, refused in code that runs in the browser. TypeScript sees @types/node everywhere (one
 * tsconfig), so without this `process.env.X` in a component would type-check and fail only in the browser.
 */
const nodeOnlyGlobals = ['process', 'Buffer', 'global', '__dirname', '__filename', 'require', 'module', 'setImmediate'];
/** The browser's own globals, refused in build-time code (it runs in Node, where they do not exist). */
const browserOnlyGlobals = ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage'];
const refuse = (names, where) =>
  names.map((name) => ({ name, message: `${name} does not exist where ${where} runs.` }));

export default tseslint.config(
  { ignores: ['dist/', '.cache/', 'tests/.artifacts/', 'public/', 'isomorphic/data-types/', 'tests/fixtures/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', '*.cjs'] } },
      // Per layer below; the shared layer gets what Node and the browser both have.
      globals: globals['shared-node-browser'],
    },
    rules: {
      // `const { description: _description, ...schema } = x` drops a key on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Off: a page source's methods and test callbacks are async by interface whether or not a given one awaits;
      // what the rule is after (a promise nobody awaits or handles) is no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests take real documents apart (`JSON.parse` of a sample, a schema, a reply) to seed a defect or read one
    // field; typing each would restate its schema in the test, and a wrong field fails the test when it runs.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Plain JavaScript (configs, the bundling runner, the WebSocket sample) has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Build-time code, tests, the bench, the configs and the downloadable Node sample (pages/docs/sample/) run in Node.
    files: ['generators/**', 'tests/**', 'bench/**', '*.{js,mjs,cjs,ts}', 'data/**', 'pages/docs/sample/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // The build code is loaded once per process (docs/architecture.md, "One build"): what it keeps is module state,
    // and what another part needs is handed over by a call, never parked on `globalThis`.
    files: ['generators/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...refuse(browserOnlyGlobals, 'build-time code'),
        {
          name: 'globalThis',
          message: 'Build code keeps its state in its module and hands values over by calls, not on globalThis.',
        },
      ],
    },
  },
  {
    // The shell and the page components render in the browser (and at build time, through React's server renderer).
    // Tests drive the browser too: functions they pass to page.evaluate run there.
    files: ['renderer/**', 'pages/**', 'tests/**', 'bench/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['renderer/**', 'pages/**', 'isomorphic/**'],
    ignores: ['pages/docs/sample/**'],
    rules: { 'no-restricted-globals': ['error', ...refuse(nodeOnlyGlobals, 'browser code')] },
  },
  {
    // What hydrates is the shell (renderer/): a page's body is HTML rendered at build time (pages/ components,
    // MDX, generators/site/render-content.tsx) that the client inserts as it is (renderer/content/ContentPage.tsx),
    // so an event handler there would never be attached. Interactive parts of content work by event delegation
    // (renderer/content/content-enhancers.ts) or as widgets (renderer/content/content-widgets.ts). The pages/
    // files that only re-export a renderer component (+Page.tsx) have no JSX.
    files: ['pages/**/*.{ts,tsx}', 'generators/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
          message:
            'A page body is never hydrated: this handler would not run. Use event delegation (renderer/content/content-enhancers.ts) or a content widget.',
        },
      ],
    },
  },
);
