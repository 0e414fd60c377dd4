import type { Config } from '../../config.js';

/** What talking to KRA's eTIMS needs from the configuration. */
export interface EtimsOptions {
  /** AES-256 key of the stored cmcKeys (lib/secrets.ts). */
  secretsKey: Buffer;
  /** ETIMS_BASE_URL: the simulator or a proxy instead of KRA's sandbox/production host. */
  baseUrl: string | undefined;
  /** ETIMS_TIMEOUT_MS: how long one request may take. */
  timeoutMs: number;
}

/** ETIMS_BASE_URL and ETIMS_TIMEOUT_MS, with the server's secrets key. */
export function etimsOptionsFromConfig(config: Config, secretsKey: Buffer): EtimsOptions {
  return { secretsKey, baseUrl: config.etimsBaseUrl, timeoutMs: config.etimsTimeoutMs };
}
