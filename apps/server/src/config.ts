import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, parsed once. An invalid value stops start-up with a message naming the
 * variable, rather than failing later in some request.
 */
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number between 1 and 65535' })
    .int('PORT must be a whole number between 1 and 65535')
    .min(1, 'PORT must be a whole number between 1 and 65535')
    .max(65535, 'PORT must be a whole number between 1 and 65535')
    .default(3000),
  // Loopback unless told otherwise: a deployment behind a proxy or in a container sets HOST=0.0.0.0.
  HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\/.+/,
      'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
    )
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'LOGIN_RATE_LIMIT_PER_MINUTE must be a positive whole number' })
    .int('LOGIN_RATE_LIMIT_PER_MINUTE must be a positive whole number')
    .positive('LOGIN_RATE_LIMIT_PER_MINUTE must be a positive whole number')
    .default(20),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at `${dataDir}/rental.db`. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  loginRateLimitPerMinute: number;
}

export class ConfigError extends Error {}

/** Empty strings count as unset, as they do in most shells' `VAR= cmd`. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `- ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
  };
}
