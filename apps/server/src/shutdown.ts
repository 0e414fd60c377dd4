import type { FastifyInstance } from 'fastify';
import type { Db } from './db/connection.js';

/** Requests in flight when shutdown begins get this long to finish; then they are cut off. */
const inFlightLimitMs = 10_000;
/**
 * Past this the process exits (1) whatever is still running: a unit of work that hangs must
 * not keep a stopping server alive. Whatever it cuts short is rolled back by the database.
 */
const shutdownLimitMs = 25_000;

export interface RunningServer {
  app: FastifyInstance;
  /** Stops the background jobs; settles once each has finished its unit of work. */
  stopJobs: () => Promise<void>;
  db: Db;
  /** The reports' reader (db/sqlite-reader.ts), closed once the requests using it are done. */
  reader?: Db;
}

/** Stops listening and waits for requests in flight, cutting off those still going at the limit. */
async function closeHttp(app: FastifyInstance) {
  const cutOff = setTimeout(() => {
    app.log.warn(`Requests still running after ${inFlightLimitMs / 1000} s are cut off`);
    app.server.closeAllConnections();
  }, inFlightLimitMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}

/**
 * A graceful shutdown: readiness answers 503 at once and the server stops accepting
 * connections (app.close(), see plugins/closing.ts) while requests in flight finish; at the
 * same time the jobs stop between units of work; then the database is closed. Nothing is left
 * half done: what was answered is stored, and what was not started is picked up after the
 * restart (the invoice run's next dates, the queued SMS).
 */
export async function shutDown({ app, stopJobs, db, reader }: RunningServer): Promise<void> {
  await Promise.all([closeHttp(app), stopJobs()]);
  if (reader && reader !== db) await reader.destroy();
  await db.destroy();
}

/**
 * Shuts the server down on SIGTERM (an orchestrator, `kill`) or SIGINT (Ctrl-C), then exits 0.
 * A second SIGINT during the shutdown is Node's default: exit at once.
 */
export function shutDownOnSignals(server: RunningServer) {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const { log } = server.app;
    log.info(`${signal} received: finishing requests in flight and the jobs' current work`);
    setTimeout(() => {
      log.error(`Shutdown took over ${shutdownLimitMs / 1000} s; exiting anyway`);
      process.exit(1);
    }, shutdownLimitMs).unref();
    shutDown(server).then(
      () => {
        log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
