/**
 * dependency-cruiser: the layers of /work/shared/GUIDE.md and no import cycles (`npm run lint`).
 *
 *   data/        facts (YAML, JSON Schema): imports no code
 *   isomorphic/  what the build and the browser share: imports only itself and packages, no Node built-in
 *   generators/  the build (Node): imports isomorphic/, never renderer/ or pages/ (page sources return plain props)
 *   pages/       routes and components that only render their props: imports isomorphic/ and renderer/, never
 *                generators/ (but for Vike's build-time hooks +data and +onBeforePrerenderStart)
 *   renderer/    the document, hydration, client navigation and the shell: never imports generators/
 *
 * Type-only imports count for every rule.
 */

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
      to: { path: '^generators/' },
    },
    {
      name: 'pages-not-generators',
      severity: 'error',
      comment:
        'Components only render their props: URL and anchor builders live in isomorphic/, data arrives as props. ' +
        "Vike's build-time hooks (+data, +onBeforePrerenderStart) are where the build hands data to the pages.",
      from: { path: '^pages/', pathNot: '/\\+(data|onBeforePrerenderStart)\\.ts$' },
      to: { path: '^generators/' },
    },
    {
      name: 'generators-not-components',
      severity: 'error',
      comment:
        'Build code never imports a component or the shell, not even a type: page sources return plain props ' +
        "(isomorphic/page-props.ts), and the route's +data hook renders them with pages/_page-kinds/<kind>.tsx.",
      from: { path: '^generators/' },
      to: { path: '^(pages|renderer)/' },
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
