// ESLint (flat config): typescript-eslint with type information, React's hook rules and jsx-a11y for views, and no
// eslint-disable comment without a reason. `npm run lint` runs it with a cache (.tmp/eslintcache), then
// dependency-cruiser for the layers (.dependency-cruiser.cjs). Why each tool: docs/decisions/dependencies.md.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', '.tmp/**', 'node_modules/**', 'src/gql/generated/**', 'server/graphql/generated/**', 'server/render/generated/**', 'src/i18n/compiled/**', 'public/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // The service worker has worker globals instead of the DOM: its own TypeScript project.
    files: ['src/sw/sw.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.sw.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      // TypeScript already reports undefined names, with the DOM and Node types this repo uses (typescript-eslint's advice).
      'no-undef': 'off',
      // `async` states a function's contract (an actor, a resolver, a fake returns a promise; a throw becomes a
      // rejection), so an async function without await is intended here.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // React's event props accept a handler returning a promise (a form submit that awaits); other places must not.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  comments.recommended,
  {
    rules: {
      // A disabled rule says why on the same line: `// eslint-disable-next-line rule -- reason`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unused-disable': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/ui/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // One way to defer a view (docs/architecture.md, "Deferred code"): lazyModule, whose modules a server render
    // names so the browser loads them before hydrating. A bare React.lazy in a server-rendered view suspends while
    // hydrating, and a tap there makes React drop the server's HTML (docs/decisions/hydration-tap-race.md).
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/ui/common/lazy-module.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react', importNames: ['lazy'], message: 'Defer a view with lazyModule (src/ui/common/lazy-module.ts), never React.lazy.' }] }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='React'][property.name='lazy']", message: 'Defer a view with lazyModule (src/ui/common/lazy-module.ts), never React.lazy.' }],
    },
  },
  {
    // Tests read JSON answers as they come (`any` from response.json()) and pass mocks' methods to expect().
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
