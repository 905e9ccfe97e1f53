import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ESLint for the TypeScript and React code (`npm run lint`). The recommended sets of ESLint, typescript-eslint and
 * the React hooks plugin; formatting is Prettier's, the import layers are dependency-cruiser's
 * (.dependency-cruiser.cjs), unused files and exports are knip's.
 */
export default tseslint.config(
  { ignores: ['dist/', '.cache/', 'tests/.artifacts/', 'public/', 'isomorphic/data-types/', 'tests/fixtures/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `const { description: _description, ...schema } = x` drops a key on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
);
