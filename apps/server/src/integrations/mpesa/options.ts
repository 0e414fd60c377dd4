import { callbackSourcesFor, type CallbackSourceCheck } from './callback-sources.js';
import type { Config } from '../../config.js';

/** What the M-PESA features need from the configuration. */
export interface MpesaOptions {
  /** AES-256 key of the stored Daraja credentials (lib/secrets.ts). */
  secretsKey: Buffer;
  /** MPESA_BASE_URL: the simulator or a proxy instead of Safaricom's host. */
  baseUrl: string | undefined;
  /** PUBLIC_URL: where M-PESA reaches our callbacks (no trailing slash). */
  publicUrl: string;
  /**
   * Whether a callback's address is M-PESA's (MPESA_CALLBACK_IPS, else by MPESA_ENVIRONMENT);
   * undefined: any address (tests that do not exercise it).
   */
  callbackSources?: CallbackSourceCheck;
}

/** MPESA_BASE_URL and PUBLIC_URL, with the server's secrets key. */
export function mpesaOptionsFromConfig(config: Config, secretsKey: Buffer): MpesaOptions {
  return {
    secretsKey,
    baseUrl: config.mpesaBaseUrl,
    publicUrl: config.publicUrl,
    callbackSources: callbackSourcesFor(config.mpesaCallbackIps, config.mpesa.environment),
  };
}
