import { z } from 'zod';

/** GET /api/health: the process is up. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });

const jobSchema = z.object({
  name: z.string(),
  /** ok: ran within its interval (with grace); late: has not; off: turned off by configuration. */
  status: z.enum(['ok', 'late', 'off']),
  intervalseconds: z.number(),
  /** When its last run ended (ISO-8601 UTC); null before the first. */
  lastrunat: z.string().nullable(),
  lastrunfailed: z.boolean().nullable(),
});

/**
 * GET /api/health/ready, 200 and 503 alike: ready or not, and nothing more to the public
 * (which jobs run and when is for operators: GET /api/operator/health).
 */
export const publicReadinessResponseSchema = z.object({ status: z.enum(['ready', 'not_ready']) });

/** GET /api/operator/health: the checks and every job of this process. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** SIGTERM or SIGINT received: finishing requests and jobs before the process exits. */
  shuttingdown: z.boolean(),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    /** unknown: the migration table could not be read. */
    migrations: z.enum(['ok', 'pending', 'unknown']),
    /** behind: M-PESA confirmations received over 5 minutes ago wait to be applied. */
    payments: z.enum(['ok', 'behind', 'unknown']),
    /** stuck: a KRA eTIMS document due for over an hour has not been sent (nor retried). */
    etims: z.enum(['ok', 'stuck', 'unknown']),
  }),
  /** Migrations the code knows that the database has not applied. */
  pendingmigrations: z.array(z.string()),
  jobs: z.array(jobSchema),
});

export type ReadinessReport = z.infer<typeof readinessResponseSchema>;
