import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The database rules of eslint.config.js reject what they promise: one home for "is this
 * PostgreSQL" (db/dialect.ts), and migrations that import no live code. Each snippet is linted
 * as if it were a file at that path.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// The probes exist only in memory, where type-aware parsing cannot place them in a tsconfig:
// lint them untyped (lint-rules.test.ts covers the typed rules).
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const askingPostgres = [
  "import { PostgresAdapter } from 'kysely';",
  "import type { Db } from '../../db/connection.js';",
  'export const probe = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;',
  '',
].join('\n');

describe('lint: one home for the dialect', () => {
  it('rejects instanceof PostgresAdapter in a module or in db/', async () => {
    expect(
      await ruleIds('apps/server/src/modules/rentals/dialect-probe.ts', askingPostgres),
    ).toEqual(['no-restricted-syntax']);
    expect(
      await ruleIds(
        'apps/server/src/db/dialect-probe.ts',
        askingPostgres.replace('../../db/', './'),
      ),
    ).toEqual(['no-restricted-syntax']);
  });

  it('accepts isPostgres(db) from db/dialect.ts', async () => {
    const code = [
      "import type { Db } from '../../db/connection.js';",
      "import { isPostgres } from '../../db/dialect.js';",
      'export const probe = (db: Db) => isPostgres(db);',
      '',
    ].join('\n');
    expect(await ruleIds('apps/server/src/modules/rentals/dialect-probe.ts', code)).toEqual([]);
  });
});

describe('lint: frozen migrations', () => {
  const migration = 'apps/server/src/db/migrations/0999-probe.ts';

  it.each([
    [
      'a shared rule',
      "import { dueDateOf } from '@rental/shared/due-dates';\nexport const probe = dueDateOf;\n",
    ],
    [
      "today's Database type",
      "import type { Database } from '../types.js';\nexport type Probe = Database;\n",
    ],
    [
      'server lib/ code',
      "import { AppError } from '../../lib/app-error.js';\nexport const probe = AppError;\n",
    ],
    [
      'app code through its own folder',
      "import type { Database } from '../types.js';\nexport type Probe = Database;\n",
    ],
    ['a package other than kysely', "import { z } from 'zod';\nexport const probe = z;\n"],
  ])('rejects a migration importing %s', async (_what, code) => {
    expect(await ruleIds(migration, code)).toEqual(['no-restricted-imports']);
  });

  it('accepts kysely, node built-ins and files of the migrations folder', async () => {
    const code = [
      "import { randomBytes } from 'node:crypto';",
      "import { sql, type Kysely } from 'kysely';",
      "import { rebuildSqliteTable } from './sqlite-rebuild.js';",
      'export const probe = [randomBytes, sql, rebuildSqliteTable];',
      'export type Probe = Kysely<unknown>;',
      '',
    ].join('\n');
    expect(await ruleIds(migration, code)).toEqual([]);
  });
});
