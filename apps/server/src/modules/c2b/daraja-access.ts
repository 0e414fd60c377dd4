import type { Db } from '../../db/connection.js';
import type { DarajaCredentials } from '../../integrations/mpesa/daraja-client.js';
import type { MpesaOptions } from '../../integrations/mpesa/options.js';
import { decryptSecret } from '../../lib/secrets.js';

/**
 * What asking M-PESA about an organization's own paybill takes: its Daraja app (consumer key
 * and secret), the shortcode, the callback secret its result URLs carry, and, when saved, the
 * initiator allowed to ask Transaction Status.
 */
export interface PaybillApp {
  organizationId: string;
  credentials: DarajaCredentials;
  shortcode: string;
  callbackSecret: string;
  initiator?: { name: string; credential: string };
  pullRegisteredAt: string | null;
}

const columns = [
  'organization_id',
  'paybill_number',
  'collection_mode',
  'environment',
  'consumer_key_encrypted',
  'consumer_secret_encrypted',
  'callback_secret',
  'initiator_name',
  'security_credential_encrypted',
  'pull_registered_at',
] as const;

type AppRow = Awaited<ReturnType<ReturnType<typeof appRows>['execute']>>[number];

function appRows(db: Db) {
  return db
    .selectFrom('mpesa_settings')
    .select(columns)
    .where('collection_mode', '<>', 'bank_paybill')
    .where('consumer_key_encrypted', 'is not', null)
    .where('consumer_secret_encrypted', 'is not', null)
    .where('callback_secret', 'is not', null);
}

/** The row opened with the server's key (the contexts modules/mpesa encrypts them with). */
function open(row: AppRow, options: MpesaOptions): PaybillApp {
  const organizationId = row.organization_id;
  const decrypt = (value: string, name: string) =>
    decryptSecret(value, options.secretsKey, `mpesa:${name}:${organizationId}`);
  const credential = row.security_credential_encrypted;
  return {
    organizationId,
    credentials: {
      consumerKey: decrypt(row.consumer_key_encrypted!, 'key'),
      consumerSecret: decrypt(row.consumer_secret_encrypted!, 'secret'),
      environment: row.environment === 'production' ? 'production' : 'sandbox',
      baseUrl: options.baseUrl,
    },
    shortcode: row.paybill_number,
    callbackSecret: row.callback_secret!,
    ...(row.initiator_name && credential
      ? { initiator: { name: row.initiator_name, credential: decrypt(credential, 'credential') } }
      : {}),
    pullRegisteredAt: row.pull_registered_at,
  };
}

/** The organization's own paybill app; undefined for a bank paybill or without its keys. */
export async function paybillApp(
  db: Db,
  options: MpesaOptions,
  organizationId: string,
): Promise<PaybillApp | undefined> {
  const row = await appRows(db).where('organization_id', '=', organizationId).executeTakeFirst();
  return row ? open(row, options) : undefined;
}

/** Each row opened; one that cannot be (SECRETS_KEY changed) is reported and skipped. */
function openAll(rows: AppRow[], options: MpesaOptions, onError: (error: unknown) => void) {
  const apps: PaybillApp[] = [];
  for (const row of rows) {
    try {
      apps.push(open(row, options));
    } catch (error) {
      onError(error);
    }
  }
  return apps;
}

/** The organizations whose initiator may ask Transaction Status. */
export async function appsWithInitiator(
  db: Db,
  options: MpesaOptions,
  onError: (error: unknown) => void,
): Promise<PaybillApp[]> {
  const rows = await appRows(db)
    .where('initiator_name', 'is not', null)
    .where('security_credential_encrypted', 'is not', null)
    .orderBy('organization_id')
    .execute();
  return openAll(rows, options, onError);
}

/** The organizations whose shortcode is registered for Pull Transactions. */
export async function appsWithPull(
  db: Db,
  options: MpesaOptions,
  onError: (error: unknown) => void,
): Promise<PaybillApp[]> {
  const rows = await appRows(db)
    .where('pull_registered_at', 'is not', null)
    .orderBy('organization_id')
    .execute();
  return openAll(rows, options, onError);
}

/** Where M-PESA posts results about the organization: its secret path, no forbidden words. */
export function verificationUrls(publicUrl: string, callbackSecret: string) {
  const base = `${publicUrl}/api/c2b/${callbackSecret}`;
  return {
    statusResult: `${base}/status-result`,
    statusTimeout: `${base}/status-timeout`,
  };
}
