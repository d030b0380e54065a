// One lint for the whole repository. Besides the usual TypeScript and React hooks rules it keeps
// the imports flowing one way (docs/architecture.md):
//   web:  app -> features -> features/audit-session -> components and lib -> the engine
//   the engine (packages/audit) imports nothing of the server, the web app or the tools around them;
//   a web feature is imported only through its index.ts, and the auditor's tab features only by the
//   auditor page. That no module imports itself back through others is `npm run lint:cycles`
//   (.dependency-cruiser.cjs, type imports included) alone: import/no-cycle checked less (it skips
//   `import type`) and took 73 of this lint's 95 s.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const FEATURES_DIR = './web/src/features';
const features = readdirSync(new URL(FEATURES_DIR, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The auditor's tabs: features of their own, opened only from the auditor page's tab list. */
const TAB_FEATURES = ['summary', 'campaign-table', 'insights', 'plan', 'parent-asin', 'compare', 'search-term-report'];

/** Every web source file outside the feature `name` (and, for tabs, outside the auditor too). */
const outside = (...names) => [`./web/src/!(features)/**/*`, `${FEATURES_DIR}/!(${names.join('|')})/**/*`];

const boundaryZones = [
  // The engine stays pure: it is used by the server, the web app, the CLI and the benchmarks alike.
  { target: './packages/audit', from: ['./server', './web', './e2e', './bench'], message: 'The engine imports nothing of its users.' },
  { target: './server', from: './web', message: 'The server does not import the web app.' },
  { target: './web', from: './server', message: 'The web app reaches the server through its API only.' },
  // web layers
  { target: ['./web/src/components', './web/src/lib'], from: ['./web/src/features', './web/src/app'], message: 'components and lib are the lowest web layer: they import no feature and not the app.' },
  { target: FEATURES_DIR, from: './web/src/app', message: 'Features do not import the app.' },
  { target: `${FEATURES_DIR}/audit-session`, from: FEATURES_DIR, except: ['./audit-session'], message: 'The audit session lies below the features: it imports none of them.' },
  // A feature's inside is its own: others import it through its index.ts.
  ...features.map((name) => ({
    target: outside(name),
    from: `${FEATURES_DIR}/${name}`,
    except: ['./index.ts'],
    message: `Import the ${name} feature through its index.ts.`,
  })),
  // The tab list of the auditor page is the only place that opens a tab.
  ...TAB_FEATURES.map((name) => ({
    target: outside(name, 'auditor'),
    from: `${FEATURES_DIR}/${name}`,
    message: `The ${name} tab is opened only by the auditor page; move what others need from it down (audit-session, components, lib).`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'bench/out/**',
      'e2e/artifacts/**',
      'e2e/screenshots/**',
      'data/**',
      'server/data/**',
      // generated from the server's OpenAPI document (npm run gen:api -w web)
      'web/src/lib/api-schema.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: {
          project: ['packages/audit/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json', 'bench/web/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'node', 'default'],
        },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      // `_` marks a parameter or element kept for its position only.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'bench/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The engine's, the API's and the web's test files share their worker's modules (isolate:
    // false): one that replaced a module would leave it replaced for the next files, or meet the
    // real one already loaded. Such files are *.isolated.test.ts(x) and run in projects of their own.
    files: ['packages/audit/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({ object: 'vi', property, message: 'A file that replaces a module runs isolated: name it *.isolated.test.ts(x).' })),
      ],
    },
  },
);
