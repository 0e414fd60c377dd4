import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The database rules of eslint.config.js reject what they promise: one home for "is this
 * PostgreSQL" (db/dialect.ts). Each snippet is linted as if it were a file at that path.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

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
