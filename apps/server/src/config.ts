import { parseKenyanMobile } from '@rental/shared/phone';
import type { SendingHours } from './lib/sending-hours.js';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { PlatformSmsOptions } from './integrations/sms/account-messages.js';
import { invalidCallbackSources } from './integrations/mpesa/callback-sources.js';
import { isSecretsKey } from './lib/secrets.js';

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
  // PgBouncer in transaction mode passes no session settings: none are sent (docs/operations.md).
  DATABASE_POOLER: z
    .enum(['none', 'pgbouncer'], { error: 'DATABASE_POOLER must be none or pgbouncer' })
    .default('none'),
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
  // 64 hex characters or the base64 of 32 bytes; unset: generated once in DATA_DIR/secrets.key.
  SECRETS_KEY: z
    .string()
    .refine(isSecretsKey, 'SECRETS_KEY must be 64 hex characters or the base64 of 32 bytes')
    .optional(),
  // Unset: the live or sandbox API, chosen by the username; set: a simulator or a proxy.
  AFRICASTALKING_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'AFRICASTALKING_BASE_URL must be an http(s) URL' })
    .optional(),
  // Unset: Meta's Graph API (https://graph.facebook.com); set: the simulator or a proxy.
  WHATSAPP_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'WHATSAPP_BASE_URL must be an http(s) URL' })
    .optional(),
  SMS_TIMEOUT_MS: z.coerce
    .number({ error: 'SMS_TIMEOUT_MS must be a positive whole number' })
    .int('SMS_TIMEOUT_MS must be a positive whole number')
    .positive('SMS_TIMEOUT_MS must be a positive whole number')
    .default(10_000),
  INVOICE_RUN_INTERVAL_MS: z.coerce
    .number({ error: 'INVOICE_RUN_INTERVAL_MS must be a positive whole number' })
    .int('INVOICE_RUN_INTERVAL_MS must be a positive whole number')
    .positive('INVOICE_RUN_INTERVAL_MS must be a positive whole number')
    .default(60_000),
  // A server that has just started answers M-PESA before it bills (jobs/invoice-scheduler.ts).
  INVOICE_RUN_START_DELAY_MS: z.coerce
    .number({ error: 'INVOICE_RUN_START_DELAY_MS must be a whole number of 0 or more' })
    .int('INVOICE_RUN_START_DELAY_MS must be a whole number of 0 or more')
    .nonnegative('INVOICE_RUN_START_DELAY_MS must be a whole number of 0 or more')
    .default(15_000),
  COLLECTIONS_INTERVAL_MS: z.coerce
    .number({ error: 'COLLECTIONS_INTERVAL_MS must be a positive whole number' })
    .int('COLLECTIONS_INTERVAL_MS must be a positive whole number')
    .positive('COLLECTIONS_INTERVAL_MS must be a positive whole number')
    .default(600_000),
  // The hours (Nairobi) tenants may be texted about money: from-to, 8-18 by default.
  TENANT_SMS_HOURS: z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/, 'TENANT_SMS_HOURS must be hours like 8-18')
    .refine((text) => {
      const [from, to] = text.split('-').map(Number) as [number, number];
      return from >= 0 && to <= 24 && from < to;
    }, 'TENANT_SMS_HOURS must be hours like 8-18 (from before to, within 0-24)')
    .default('8-18'),
  SMS_SENDER_INTERVAL_MS: z.coerce
    .number({ error: 'SMS_SENDER_INTERVAL_MS must be a positive whole number' })
    .int('SMS_SENDER_INTERVAL_MS must be a positive whole number')
    .positive('SMS_SENDER_INTERVAL_MS must be a positive whole number')
    .default(1000),
  // M-PESA Daraja: MPESA_BASE_URL overrides the sandbox/production host (the simulator).
  MPESA_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'MPESA_BASE_URL must be an http(s) URL' })
    .optional(),
  // KRA eTIMS (OSCU): ETIMS_BASE_URL overrides the sandbox/production host (the simulator).
  ETIMS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'ETIMS_BASE_URL must be an http(s) URL' })
    .optional(),
  ETIMS_TIMEOUT_MS: z.coerce
    .number({ error: 'ETIMS_TIMEOUT_MS must be a positive whole number' })
    .int('ETIMS_TIMEOUT_MS must be a positive whole number')
    .positive('ETIMS_TIMEOUT_MS must be a positive whole number')
    .default(20_000),
  ETIMS_SENDER_INTERVAL_MS: z.coerce
    .number({ error: 'ETIMS_SENDER_INTERVAL_MS must be a positive whole number' })
    .int('ETIMS_SENDER_INTERVAL_MS must be a positive whole number')
    .positive('ETIMS_SENDER_INTERVAL_MS must be a positive whole number')
    .default(10_000),
  // The product's own Daraja app (subscription payments by STK push).
  MPESA_CONSUMER_KEY: z.string().optional(),
  MPESA_CONSUMER_SECRET: z.string().optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'MPESA_SHORTCODE must be 5 to 7 digits')
    .optional(),
  MPESA_PASSKEY: z.string().optional(),
  MPESA_ENVIRONMENT: z
    .enum(['sandbox', 'production'], {
      error: 'MPESA_ENVIRONMENT must be sandbox or production',
    })
    .default('sandbox'),
  // Addresses and CIDR ranges M-PESA's callbacks may come from; unset: Safaricom's published
  // list in production, any address otherwise (sandbox, the simulator).
  MPESA_CALLBACK_IPS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => invalidCallbackSources(list).length === 0,
      'MPESA_CALLBACK_IPS must be a comma-separated list of IP addresses or CIDR ranges',
    )
    .optional(),
  // The operator's own Africa's Talking account for account messages (codes, invitations).
  PLATFORM_SMS_USERNAME: z.string().optional(),
  PLATFORM_SMS_API_KEY: z.string().optional(),
  PLATFORM_SMS_SENDER: z
    .string()
    .max(11, 'PLATFORM_SMS_SENDER is at most 11 characters')
    .optional(),
  PLATFORM_SMS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'PLATFORM_SMS_BASE_URL must be an http(s) URL' })
    .optional(),
  // Behind a reverse proxy: whose X-Forwarded-For to believe (Fastify's trustProxy).
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const trustProxy = parseTrustProxy(value);
      if (trustProxy !== undefined) return trustProxy;
      // Fastify 5 ignores hop counts (a client reaching the server directly could forge its
      // address): say so rather than silently trusting no one.
      const isHopCount = /^\s*\d+\s*$/.test(value);
      ctx.addIssue({
        code: 'custom',
        message: isHopCount
          ? 'TRUST_PROXY takes no hop count: list the proxy addresses instead, e.g. 127.0.0.1 or 10.0.0.0/8'
          : 'TRUST_PROXY must be true, false, or a comma-separated list of proxy IP addresses or ' +
            'CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8 (also loopback, linklocal, uniquelocal)',
      });
      return z.NEVER;
    })
    .optional(),
  // SQLite backups by the server (npm run backup takes one by hand); 0 turns them off.
  // At most 576 hours (24 days): a longer timer would overflow setInterval's 2^31 ms.
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'BACKUP_INTERVAL_HOURS must be a number of hours from 0 (off) to 576' })
    .min(0, 'BACKUP_INTERVAL_HOURS must be a number of hours from 0 (off) to 576')
    .max(576, 'BACKUP_INTERVAL_HOURS must be a number of hours from 0 (off) to 576')
    .default(24),
  BACKUP_KEEP: z.coerce
    .number({ error: 'BACKUP_KEEP must be a positive whole number' })
    .int('BACKUP_KEEP must be a positive whole number')
    .positive('BACKUP_KEEP must be a positive whole number')
    .default(14),
  // The operators: phone numbers (07..., +254..., 254...) separated by commas.
  OPERATOR_PHONES: z
    .string()
    .transform((value, ctx) => {
      // A stray comma (a trailing one) is no entry.
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const phones = entries.map(operatorPhone);
      const bad = entries.filter((_, index) => phones[index] === undefined);
      if (bad.length === 0) return phones as string[];
      ctx.addIssue({
        code: 'custom',
        message: `OPERATOR_PHONES must be Kenyan mobile numbers separated by commas (0712345678 or +254712345678); not: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    })
    .optional(),
  // Where M-PESA reaches our callbacks; default http://localhost:PORT.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' })
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at `${dataDir}/rental.db`. */
  databaseUrl: string | undefined;
  /** A pooler in transaction mode between the app and PostgreSQL: no session settings. */
  databasePooler: 'none' | 'pgbouncer';
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  loginRateLimitPerMinute: number;
  /** Encrypts stored API keys (lib/secrets.ts); undefined: `${dataDir}/secrets.key`. */
  secretsKey: string | undefined;
  /** Overrides the Africa's Talking API address (the simulator in tests and local use). */
  africasTalkingBaseUrl: string | undefined;
  /** Overrides the WhatsApp Cloud API address (the simulator in tests and local use). */
  whatsappBaseUrl: string | undefined;
  /** How long one request to the SMS provider may take. */
  smsTimeoutMs: number;
  /** How often the invoice run looks for schedules due today. */
  invoiceRunIntervalMs: number;
  /** How long after start-up the invoice run first looks (it catches up on missed dates). */
  invoiceRunStartDelayMs: number;
  /** How often late fees and reminders are looked for. */
  collectionsIntervalMs: number;
  /** How often the SMS sender looks for queued messages. */
  smsSenderIntervalMs: number;
  /** How often the eTIMS sender looks for posted documents and sends what is due. */
  etimsSenderIntervalMs: number;
  /** Reminders and money notices go out from `from`:00 to before `to`:00, Nairobi time. */
  tenantSmsHours: SendingHours;
  /** Overrides the Daraja host (the simulator in tests and local use). */
  mpesaBaseUrl: string | undefined;
  /** Overrides KRA's eTIMS host for every organization (the simulator, a proxy). */
  etimsBaseUrl: string | undefined;
  /** How long one request to KRA's eTIMS may take. */
  etimsTimeoutMs: number;
  /** The product's own Daraja app (subscription STK push); fields undefined when unset. */
  mpesa: {
    consumerKey: string | undefined;
    consumerSecret: string | undefined;
    shortcode: string | undefined;
    passkey: string | undefined;
    environment: 'sandbox' | 'production';
  };
  /** MPESA_CALLBACK_IPS: where M-PESA's callbacks may come from; undefined: by environment. */
  mpesaCallbackIps: string[] | undefined;
  /** The address M-PESA reaches our callbacks at, no trailing slash. */
  publicUrl: string;
  /** The platform SMS account for account messages; undefined: codes go to the log. */
  platformSms: PlatformSmsOptions | undefined;
  /**
   * Fastify's trustProxy: false (the default) ignores X-Forwarded-For; true believes it
   * whole; a list of the proxies' addresses believes only what those proxies added.
   */
  trustProxy: TrustProxy;
  /** SQLite backups: every `intervalHours` (0: never) into DATA_DIR/backups, the newest `keep` kept. */
  backups: { intervalHours: number; keep: number };
  /** The operators' phones as users' phones are stored (07XXXXXXXX); empty: no operator. */
  operatorPhones: string[];
}

export type TrustProxy = boolean | string[];

/** An IPv4 or IPv6 address, a CIDR range, or one of proxy-addr's names for private ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (family === 4 && net.isIPv4(range)) return true; // a netmask, 255.255.255.0
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(range) && Number(range) <= bits;
}

/** TRUST_PROXY as Fastify takes it; undefined when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const word = value.trim().toLowerCase();
  if (word === 'true') return true;
  if (word === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

/**
 * An operator's phone as users' phones are stored (07XXXXXXXX), from any form people write a
 * Kenyan mobile in; undefined when it is none.
 */
export function operatorPhone(entry: string): string | undefined {
  return parseKenyanMobile(entry)?.local;
}

export class ConfigError extends Error {}

/** Empty strings count as unset, as they do in most shells' `VAR= cmd`. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

type Env = z.infer<typeof envSchema>;

/** Both the username and the API key, or no platform account at all. */
function platformSmsOptions(e: Env): PlatformSmsOptions | undefined {
  if (!e.PLATFORM_SMS_USERNAME && !e.PLATFORM_SMS_API_KEY) return undefined;
  if (!e.PLATFORM_SMS_USERNAME || !e.PLATFORM_SMS_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n- PLATFORM_SMS_USERNAME and PLATFORM_SMS_API_KEY must be set together',
    );
  }
  return {
    username: e.PLATFORM_SMS_USERNAME,
    apiKey: e.PLATFORM_SMS_API_KEY,
    sender: e.PLATFORM_SMS_SENDER,
    baseUrl: e.PLATFORM_SMS_BASE_URL,
    timeoutMs: e.SMS_TIMEOUT_MS,
  };
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
    databasePooler: e.DATABASE_POOLER,
    logLevel: e.LOG_LEVEL,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    secretsKey: e.SECRETS_KEY,
    africasTalkingBaseUrl: e.AFRICASTALKING_BASE_URL,
    whatsappBaseUrl: e.WHATSAPP_BASE_URL,
    smsTimeoutMs: e.SMS_TIMEOUT_MS,
    invoiceRunIntervalMs: e.INVOICE_RUN_INTERVAL_MS,
    invoiceRunStartDelayMs: e.INVOICE_RUN_START_DELAY_MS,
    collectionsIntervalMs: e.COLLECTIONS_INTERVAL_MS,
    smsSenderIntervalMs: e.SMS_SENDER_INTERVAL_MS,
    etimsSenderIntervalMs: e.ETIMS_SENDER_INTERVAL_MS,
    tenantSmsHours: {
      from: Number(e.TENANT_SMS_HOURS.split('-')[0]),
      to: Number(e.TENANT_SMS_HOURS.split('-')[1]),
    },
    mpesaBaseUrl: e.MPESA_BASE_URL,
    etimsBaseUrl: e.ETIMS_BASE_URL,
    etimsTimeoutMs: e.ETIMS_TIMEOUT_MS,
    mpesa: {
      consumerKey: e.MPESA_CONSUMER_KEY,
      consumerSecret: e.MPESA_CONSUMER_SECRET,
      shortcode: e.MPESA_SHORTCODE,
      passkey: e.MPESA_PASSKEY,
      environment: e.MPESA_ENVIRONMENT,
    },
    mpesaCallbackIps: e.MPESA_CALLBACK_IPS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    platformSms: platformSmsOptions(e),
    trustProxy: e.TRUST_PROXY ?? false,
    backups: { intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP },
    operatorPhones: [...new Set(e.OPERATOR_PHONES ?? [])],
  };
}
