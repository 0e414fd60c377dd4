import { loadConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { loadSecretsKey } from '../../lib/secrets.js';

/** What sending SMS needs beyond the database: the secrets key and the provider's address. */
export interface SmsOptions {
  /** AES-256 key of the stored API keys (lib/secrets.ts). */
  secretsKey: Buffer;
  /** Overrides Africa's Talking's live/sandbox address (the simulator). */
  africasTalkingBaseUrl?: string;
  /** How long one request to the provider may take. */
  timeoutMs: number;
}

export interface SmsDeps {
  db: Db;
  clock: Clock;
  /** Taken from the environment (config.ts) when not given; tests pass their own. */
  sms?: SmsOptions;
}

let cached: { signature: string; options: SmsOptions } | undefined;

/**
 * The options the environment sets: SECRETS_KEY (or DATA_DIR/secrets.key),
 * AFRICASTALKING_BASE_URL and SMS_TIMEOUT_MS. Read when first needed rather than at import,
 * and again if those variables change (tests set them per file).
 */
export function smsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SmsOptions {
  const names = ['SECRETS_KEY', 'DATA_DIR', 'AFRICASTALKING_BASE_URL', 'SMS_TIMEOUT_MS'];
  const signature = names.map((name) => env[name] ?? '').join('\n');
  if (cached?.signature === signature) return cached.options;
  const config = loadConfig(env);
  const options: SmsOptions = {
    secretsKey: loadSecretsKey(config.secretsKey, config.dataDir),
    africasTalkingBaseUrl: config.africasTalkingBaseUrl,
    timeoutMs: config.smsTimeoutMs,
  };
  cached = { signature, options };
  return options;
}

export function smsOptionsOf(deps: SmsDeps): SmsOptions {
  return deps.sms ?? smsOptionsFromEnv();
}
