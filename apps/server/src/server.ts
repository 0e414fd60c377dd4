import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, openDb } from './db/connection.js';
import { startSessionCleanup } from './jobs/session-cleanup.js';
import { systemClock } from './lib/clock.js';

async function main() {
  const config = loadConfig();
  const handle = openDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'rental.db'),
  });
  await migrateToLatest(handle);
  const { db, dialect } = handle;
  const app = await buildApp({
    db,
    logger: { level: config.logLevel },
    loginAttemptsPerMinute: config.loginRateLimitPerMinute,
  });

  const stopSessionCleanup = startSessionCleanup(db, systemClock, (error) =>
    app.log.error({ err: error }, 'session cleanup failed'),
  );

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    stopSessionCleanup();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    dialect === 'sqlite' ? `SQLite at ${path.join(config.dataDir, 'rental.db')}` : 'PostgreSQL';
  app.log.info(`Rental Manager is running on http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
