/**
 * dependency-cruiser: the layers of /work/shared/GUIDE.md and no import cycles (`npm run lint`).
 *
 *   data/        facts (YAML, JSON Schema): imports no code
 *   isomorphic/  what the build and the browser share: imports only itself and packages, no Node built-in
 *   generators/  the build (Node): imports isomorphic/ and the build side of the page kinds (below), never
 *                renderer/ or a component
 *   pages/       routes and components that only render their props: imports isomorphic/ and renderer/, never
 *                build code; Vike's build-time hooks (+data, +onBeforePrerenderStart) import its types only, and
 *                +data its page rendering dynamically in the dev server (`npm run build` hands it over)
 *   pages/kinds/<name>/  one page kind (or a family of them) in one folder, split in two:
 *                build/    its page source and what only it needs: build code, as generators/ (imports generators/,
 *                          isomorphic/, the build/ and props.ts of any kind; never a component)
 *                props.ts  the props its components take: types only, imports isomorphic/ and other props.ts
 *                the rest  its components and views.ts: pages/ code, never build/ nor generators/
 *   renderer/    the document, hydration, client navigation and the shell: never imports build code
 *
 * Type-only imports count for every rule.
 */

/** The build side of a page kind's folder, and what build code may import of one. */
const kindBuild = '^pages/kinds/[^/]+/build/';
const kindBuildOrProps = '^pages/kinds/[^/]+/(build/|props\\.ts$)';
/** Vike's build-time hooks, where the build hands data to the pages. */
const vikeBuildHooks = '/\\+(data|onBeforePrerenderStart)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules form no import cycle (a cycle makes load order matter and hides which layer owns what).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'isomorphic-only-itself',
      severity: 'error',
      comment: 'isomorphic/ runs in the build and in the browser: it imports only itself and packages.',
      from: { path: '^isomorphic/' },
      to: { path: '^(generators|renderer|pages|tests|bench|data)/' },
    },
    {
      name: 'isomorphic-no-node-builtins',
      severity: 'error',
      comment: 'isomorphic/ runs in the browser too: no Node built-in module.',
      from: { path: '^isomorphic/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'renderer-not-generators',
      severity: 'error',
      comment: 'The browser side never imports build code, not even a type.',
      from: { path: '^renderer/' },
      to: { path: ['^generators/', kindBuild] },
    },
    {
      name: 'pages-not-generators',
      severity: 'error',
      comment:
        'Components only render their props: URL and anchor builders live in isomorphic/, data arrives as props. ' +
        "Vike's build-time hooks (+data, +onBeforePrerenderStart) are where the build hands data to the pages " +
        '(see vike-hooks-build-code-as-types).',
      from: { path: '^pages/', pathNot: [vikeBuildHooks, kindBuild] },
      to: { path: ['^generators/', kindBuild] },
    },
    {
      name: 'vike-hooks-build-code-as-types',
      severity: 'error',
      comment:
        "Vike's build-time hooks get the build code from the build script (pageContextInit, a define), so the server " +
        'bundle holds none of it: they import its types, and the dev server loads it with a dynamic import.',
      from: { path: vikeBuildHooks },
      to: { path: ['^generators/', kindBuild], dependencyTypesNot: ['type-only', 'dynamic-import'] },
    },
    {
      name: 'generators-not-components',
      severity: 'error',
      comment:
        'Build code never imports a component or the shell, not even a type: page sources return plain props ' +
        "(pages/kinds/<name>/props.ts), and the route's +data hook renders them with the kind's component " +
        '(pages/page-kinds.ts).',
      from: { path: ['^generators/', kindBuild] },
      to: { path: '^(pages|renderer)/', pathNot: kindBuildOrProps },
    },
    {
      name: 'kind-props-only-types',
      severity: 'error',
      comment:
        "A page kind's props.ts is shared by its build code and its components: it imports isomorphic/ and other " +
        'props.ts only, and no Node built-in.',
      from: { path: '^pages/kinds/[^/]+/props\\.ts$' },
      to: { path: '^(generators|renderer|pages)/', pathNot: '^pages/kinds/[^/]+/props\\.ts$' },
    },
    {
      name: 'kind-props-no-node-builtins',
      severity: 'error',
      comment: "A page kind's props.ts reaches the components: no Node built-in module.",
      from: { path: '^pages/kinds/[^/]+/props\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'code-not-tests',
      severity: 'error',
      comment: 'The site code never imports the tests or the bench.',
      from: { path: '^(generators|isomorphic|renderer|pages)/' },
      to: { path: '^(tests|bench)/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'Every relative import resolves to a file.',
      from: {},
      to: { couldNotResolve: true, dependencyTypesNot: ['core'], pathNot: '^(virtual:|vike/|#)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.cache|tests/\\.artifacts|tests/fixtures)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    extraExtensionsToScan: ['.mdx'],
  },
};
