import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as portfolio from './0002-portfolio.js';

/**
 * Migrations are listed here, in order, instead of being read from a folder, so they work the
 * same from TypeScript sources (tests) and from the compiled build. Never edit a migration
 * that has shipped: add the next one.
 */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-portfolio': portfolio,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
