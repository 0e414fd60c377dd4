import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = import.meta.dirname;
const webFeatures = 'apps/web/src/features';

/**
 * Import boundaries (DESIGN.md §3 and §7): imports go one way, shared code -> features -> app on
 * the web, and lib/db/integrations -> modules -> plugins/routes on the server.
 */
const boundaryZones = [
  // A feature never imports another feature: one zone per feature folder, so new ones are covered.
  ...fs
    .readdirSync(path.join(repoRoot, webFeatures), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${webFeatures}/${entry.name}`,
      from: `./${webFeatures}`,
      except: [`./${entry.name}`],
      message:
        'A feature never imports another feature; move what both need to components/ or lib/.',
    })),
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib/ and components/ are shared code: they never import features/ or app/.',
  },
  {
    target: ['./apps/server/src/lib', './apps/server/src/db', './apps/server/src/integrations'],
    from: './apps/server/src/modules',
    message: 'lib/, db/ and integrations/ never import modules/.',
  },
  {
    // Services and repositories never see Fastify: only route files may use plugins/.
    target: './apps/server/src/modules/**/!(routes|*-routes).ts',
    from: './apps/server/src/plugins',
    message:
      'Only route files (routes.ts, *-routes.ts) import plugins/; services stay transport-free.',
  },
];

const sourceFiles = [
  'apps/server/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'packages/shared/src/**/*.ts',
];

/**
 * One home per shared rule (issue 31): outside its home, lint refuses a rule written out by
 * hand. Nairobi dates live in packages/shared/src/dates.ts; migrations are frozen copies of
 * their day and keep what they wrote. Tests may write fixed instants ('…T09:00:00+03:00').
 * ESLint keeps one no-restricted-syntax list per file (a later block replaces an earlier one),
 * so every such ban goes in this list.
 */
const oneHomeBans = [
  {
    selector: 'Literal[value=86400000]',
    message:
      "A day's milliseconds live in @rental/shared/dates: use msPerDay or its day arithmetic.",
  },
  {
    selector: 'Literal[value=/\\+03:00/], TemplateElement[value.raw=/\\+03:00/]',
    message:
      "Nairobi's offset lives in @rental/shared/dates: use nairobiDayStart, nairobiDayEnd or nairobiInstant.",
  },
  {
    selector:
      "CallExpression[callee.name='nairobiDate'][arguments.0.type='NewExpression'][arguments.0.arguments.length=0]",
    message:
      'Use todayInNairobi() (web), or nairobiDate(clock()) with the injected clock (server).',
  },
];

/** Server domain code reads the time from its injected clock, so tests can move it. */
const clockBans = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Domain code asks the injected clock (deps.clock()) for the time, never new Date().',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Domain code asks the injected clock (deps.clock()) for the time, never Date.now().',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: sourceFiles,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // One resolver for both styles: the server imports `./x.js` (the .ts file), the web `./x`.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['development', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: boundaryZones }],
    },
  },
  {
    files: sourceFiles,
    // Nothing imports a test file, so none can be in a cycle; skipping them saves the walk.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // One home per shared rule (see oneHomeBans above).
  {
    files: sourceFiles,
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/shared/src/dates.ts',
      'apps/server/src/db/migrations/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...oneHomeBans] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneHomeBans, ...clockBans] },
  },
);
