import { loadConfig } from '../../config.js';
import { loadSecretsKey } from '../../lib/secrets.js';

/** What the M-PESA features need from the environment. */
export interface MpesaOptions {
  /** AES-256 key of the stored Daraja credentials (lib/secrets.ts). */
  secretsKey: Buffer;
  /** MPESA_BASE_URL: the simulator or a proxy instead of Safaricom's host. */
  baseUrl: string | undefined;
  /** PUBLIC_URL: where M-PESA reaches our callbacks (no trailing slash). */
  publicUrl: string;
}

let cached: { signature: string; options: MpesaOptions } | undefined;

/** Read when first needed, and again if the variables change (tests set them per file). */
export function mpesaOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MpesaOptions {
  const names = ['SECRETS_KEY', 'DATA_DIR', 'MPESA_BASE_URL', 'PUBLIC_URL', 'PORT'];
  const signature = names.map((name) => env[name] ?? '').join('\n');
  if (cached?.signature === signature) return cached.options;
  const config = loadConfig(env);
  const options: MpesaOptions = {
    secretsKey: loadSecretsKey(config.secretsKey, config.dataDir),
    baseUrl: config.mpesaBaseUrl,
    publicUrl: config.publicUrl,
  };
  cached = { signature, options };
  return options;
}
