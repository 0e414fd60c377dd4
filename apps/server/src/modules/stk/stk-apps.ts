import type { StkRequestsTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { decryptSecret } from '../../lib/secrets.js';
import { stkMessages } from './stk-messages.js';
import type { DarajaApp, StkDeps } from './stk-types.js';

export function productApp(deps: StkDeps): DarajaApp {
  if (!deps.stk.product) throw new AppError('unavailable', stkMessages.unavailable);
  return deps.stk.product;
}

/**
 * The organization's own Daraja app (MPESA Integration settings: own paybill with consumer
 * key, secret and passkey saved), so that a tenant's money goes to the landlord's paybill.
 * Undefined when it has none: a bank paybill, or credentials not entered.
 */
export async function organizationApp(
  deps: StkDeps,
  organizationId: string,
): Promise<DarajaApp | undefined> {
  const row = await deps.db
    .selectFrom('mpesa_settings')
    .select([
      'paybill_number',
      'collection_mode',
      'environment',
      'consumer_key_encrypted',
      'consumer_secret_encrypted',
      'passkey_encrypted',
    ])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row || row.collection_mode === 'bank_paybill') return undefined;
  const { consumer_key_encrypted: key, consumer_secret_encrypted: secret } = row;
  const { passkey_encrypted: passkey } = row;
  if (!key || !secret || !passkey) return undefined;
  const options = deps.stk.mpesa;
  // The same contexts modules/mpesa encrypts them with.
  const open = (value: string, name: string) =>
    decryptSecret(value, options.secretsKey, `mpesa:${name}:${organizationId}`);
  return {
    credentials: {
      consumerKey: open(key, 'key'),
      consumerSecret: open(secret, 'secret'),
      environment: row.environment === 'production' ? 'production' : 'sandbox',
      baseUrl: options.baseUrl,
    },
    shortcode: row.paybill_number,
    passkey: open(passkey, 'passkey'),
  };
}

/**
 * The app a tenant's balance is requested through: only the organization's own, so the money
 * goes to the landlord's paybill. Never the product's: rent must not land in our paybill.
 */
export async function tenantApp(deps: StkDeps, organizationId: string): Promise<DarajaApp> {
  const own = await organizationApp(deps, organizationId);
  if (!own) throw new AppError('bad_request', stkMessages.noOwnApp);
  return own;
}

/** The app a request was sent through (its shortcode tells), for the status query. */
export async function appOf(deps: StkDeps, row: StkRequestsTable): Promise<DarajaApp> {
  if (row.purpose === 'tenant_balance') {
    const own = await organizationApp(deps, row.organization_id);
    if (own && own.shortcode === row.shortcode) return own;
  }
  return productApp(deps);
}
