import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { SendingHours } from '../../lib/sending-hours.js';

/** What sending SMS needs beyond the database: the secrets key and the provider's address. */
export interface SmsOptions {
  /** AES-256 key of the stored API keys (lib/secrets.ts). */
  secretsKey: Buffer;
  /** Overrides Africa's Talking's live/sandbox address (the simulator). */
  africasTalkingBaseUrl?: string;
  /** Overrides the WhatsApp Cloud API's address, https://graph.facebook.com (the simulator). */
  whatsappBaseUrl?: string;
  /** How long one request to the provider may take. */
  timeoutMs: number;
}

export interface SmsDeps {
  db: Db;
  clock: Clock;
  sms: SmsOptions;
  /** Tenants' sending hours: a WhatsApp message refused at night falls back to SMS in them. */
  sendingHours?: SendingHours;
}

/** AFRICASTALKING_BASE_URL, WHATSAPP_BASE_URL and SMS_TIMEOUT_MS, with the server's secrets key. */
export function smsOptionsFromConfig(config: Config, secretsKey: Buffer): SmsOptions {
  return {
    secretsKey,
    africasTalkingBaseUrl: config.africasTalkingBaseUrl,
    whatsappBaseUrl: config.whatsappBaseUrl,
    timeoutMs: config.smsTimeoutMs,
  };
}
