import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = import.meta.dirname;
const webFeatures = 'apps/web/src/features';
const serverModules = 'apps/server/src/modules';

/**
 * Import boundaries (docs/architecture.md §3 and §7): imports go one way, shared code ->
 * features -> app on the web, and lib/db/integrations -> modules -> plugins/routes on the server.
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
    from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/entities'],
    message:
      'lib/ and components/ are generic shared code: they never import entities/, features/ or app/.',
  },
  {
    // The domain pieces several features share (a resource's hooks, its picker or banner).
    target: './apps/web/src/entities',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'entities/ are shared domain pieces: they never import features/ or app/.',
  },
  {
    target: ['./apps/server/src/lib', './apps/server/src/db', './apps/server/src/integrations'],
    from: './apps/server/src/modules',
    message: 'lib/, db/ and integrations/ never import modules/.',
  },
  // A server module is used through its face, modules/<name>/index.ts (docs/architecture.md,
  // module faces): another module's other files are its own business. One zone per module
  // folder, so a new module is covered.
  ...fs
    .readdirSync(path.join(repoRoot, serverModules), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${serverModules}/${entry.name}/**`,
      from: `./${serverModules}/!(${entry.name})/**/!(index).ts`,
      message: 'Import another module through its index.ts only; add what you need to its face.',
    })),
  {
    // app.ts, jobs/, cli/ and plugins/ use a module through its face too; only app.ts's
    // registering of route files reaches past it (routes are no part of a face).
    // (lib/, db/ and integrations/ may not import modules at all: the zone below.)
    target: [
      './apps/server/src/*.ts',
      './apps/server/src/jobs/**',
      './apps/server/src/cli/**',
      './apps/server/src/plugins/**',
    ],
    from: `./${serverModules}/*/**/!(index|routes|*-routes).ts`,
    message: 'Use a module through its index.ts (route files excepted, for app.ts).',
  },
  {
    // Services and repositories never see Fastify: only route files may use plugins/.
    target: './apps/server/src/modules/**/!(routes|*-routes).ts',
    from: './apps/server/src/plugins',
    message:
      'Only route files (routes.ts, *-routes.ts) import plugins/; services stay transport-free.',
  },
];

/**
 * Web cache keys have one home, lib/query-keys.ts: a key written as an array anywhere else is
 * how one call came to be cached under three keys. (Selectors for no-restricted-syntax; an
 * ESLint rule's options do not merge across config blocks, so every web ban is listed here.)
 */
const webSyntaxBans = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: 'Cache keys live in lib/query-keys.ts: use its entry for this resource.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression.arguments:first-child',
    message: 'Cache keys live in lib/query-keys.ts: use its entry for this resource.',
  },
];

/**
 * Every text a user reads comes from the catalogues, in English and Kiswahili: words written
 * straight into JSX are refused, between tags, in expressions inside JSX and in the attributes
 * people read. What is written the same in every language (names of things, signs) may stay.
 */
const hardCodedText = [
  'error',
  {
    mode: 'jsx-only',
    'jsx-attributes': {
      include: ['label', 'title', 'placeholder', 'alt', 'aria-label', 'helperText', 'headerName'],
    },
    words: {
      exclude: [
        /^(?![\s\S]*\p{L}{2})[\s\S]*$/u, // no word in it: digits, signs, one letter
        // One lower-case identifier or dotted path (a column key, `text.primary`): code inside
        // JSX expressions, not a sentence. A lone word between tags is still caught by the
        // hard-coded-text test (apps/web/src/app/hard-coded-text.test.ts).
        /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)*$/,
        ...['M-PESA', 'SMS', 'KES', 'PDF', 'CSV', 'KRA', '·', '—'],
      ],
    },
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
  {
    selector: "Literal[value='Africa/Nairobi']",
    message: 'The billing time zone lives in @rental/shared/dates: use billingTimeZone.',
  },
  {
    // A role compared by hand is how screens and services came to disagree on who may act.
    selector:
      'BinaryExpression[operator=/^[!=]==?$/][right.value=/^(owner|manager|accountant|caretaker)$/]',
    message:
      'Roles live in @rental/shared/permissions: ask can() (useCan() on the web), or isOwner().',
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

/** Only db/dialect.ts asks which database this is. */
const dialectBans = [
  {
    selector: "BinaryExpression[operator='instanceof'][right.name='PostgresAdapter']",
    message: 'Ask isPostgres(db) from db/dialect.ts instead of instanceof PostgresAdapter.',
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
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-aware rules see what a forgotten `await` does; every file in a workspace tsconfig is
    // checked against its own project.
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: repoRoot },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // What a forgotten `await` breaks, named here so a config change cannot drop them quietly.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        // React drops what an event handler returns, and react-hook-form's handleSubmit hands
        // `onSubmit` a promise by design (its handlers catch their own errors into the form), so
        // `onSubmit={() => void submit()}` would change nothing at run time. Promises passed as
        // arguments, properties or returns (forEach(async ...), setTimeout, hooks) stay checked.
        { checksVoidReturn: { attributes: false } },
      ],
      // Left off, each for what it would flag (counts from the day type-aware lint came in):
      // - no-unsafe-*: 1,731 findings, nearly all reads of Kysely rows, JSON bodies and
      //   mocks typed `any`; they need typed boundaries first, not one cast per line.
      // - require-await: 75, nearly all Fastify plugins, which are async by contract.
      // - unbound-method: 34, all Kysely's expression builder (`({ not, exists }) =>`) and
      //   URL statics, which are destructured as their docs show.
      // - no-base-to-string: 26, String() of loosely typed Daraja answers and form entries,
      //   where coercing whatever came is the intent.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // Scripts, benchmarks, tools and the root Vitest configs belong to no tsconfig: untyped rules.
    files: ['**/*.{js,mjs,cjs,mts}', '*.config.ts', '{apps/server,packages/shared}/*.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
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
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/**/test/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': hardCodedText },
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
  {
    // A migration is frozen when released: importing live code (shared rules, today's
    // Database type) would change what an old migration does when that code changes. It may
    // import kysely, node built-ins and files of its own folder (migrations/frozen/) only.
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely$|node:|\\./(?!.*\\.\\./))',
              message:
                'Migrations import only kysely, node:* and their own folder: copy what a migration needs into it (or migrations/frozen/), as it was when written.',
            },
          ],
        },
      ],
    },
  },
  // no-restricted-syntax: ESLint keeps one list per file (a later block replaces an earlier
  // one), so each block below lists every ban that applies to its files.
  {
    // One home for "is this PostgreSQL" (db/dialect.ts isPostgres), so the places that differ
    // between the two databases can be found by one name. Tests and migrations included.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/db/dialect.ts'],
    rules: { 'no-restricted-syntax': ['error', ...dialectBans] },
  },
  {
    // One home per shared rule (see oneHomeBans above).
    files: sourceFiles,
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/shared/src/dates.ts',
      'apps/server/src/db/migrations/**',
      'apps/server/src/db/dialect.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...oneHomeBans, ...dialectBans] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneHomeBans, ...clockBans, ...dialectBans] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/query-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneHomeBans, ...webSyntaxBans] },
  },
);
