import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';
import type { MpesaOptions } from '../../integrations/mpesa/options.js';
import type { StkOptions } from './stk-types.js';

/**
 * The STK options the environment sets: the product's Daraja app (MPESA_CONSUMER_KEY,
 * MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY, MPESA_ENVIRONMENT, MPESA_BASE_URL;
 * all four app values or STK is unavailable), PUBLIC_URL, and the old server-wide callback
 * secret, derived from the secrets key: each push now has its own token, and this one only
 * settles the pushes sent before tokens (in flight at the upgrade).
 */
export function stkOptionsFromConfig(config: Config, mpesa: MpesaOptions): StkOptions {
  const { consumerKey, consumerSecret, shortcode, passkey, environment } = config.mpesa;
  return {
    product:
      consumerKey && consumerSecret && shortcode && passkey
        ? {
            credentials: {
              consumerKey,
              consumerSecret,
              environment,
              baseUrl: config.mpesaBaseUrl,
            },
            shortcode,
            passkey,
          }
        : undefined,
    publicUrl: config.publicUrl,
    mpesa,
    callbackSecret: createHmac('sha256', mpesa.secretsKey)
      .update('stk-callback')
      .digest('hex')
      .slice(0, 40),
  };
}
