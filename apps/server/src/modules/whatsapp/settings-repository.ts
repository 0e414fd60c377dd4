import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { WhatsappSettingsTable } from '../../db/types.js';

/**
 * 160 random bits, hex, as the SMS callback secrets (sms/callback-secrets.ts): the secret of the
 * webhook path, and the verify token Meta's handshake must bring back.
 */
export function newWebhookSecret(): string {
  return randomBytes(20).toString('hex');
}

function findRow(db: Db, organizationId: string) {
  return db
    .selectFrom('whatsapp_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/**
 * The organization's row, made on first use, once: the insert does nothing when another request
 * made it first, and both read back the one stored (so the webhook URL never changes under the
 * owner).
 */
export async function whatsappSettingsRowOf(
  db: Db,
  organizationId: string,
  now: Date,
): Promise<WhatsappSettingsTable> {
  const stored = await findRow(db, organizationId);
  if (stored) return stored;
  await db
    .insertInto('whatsapp_settings')
    .values({
      organization_id: organizationId,
      phone_number_id: '',
      access_token_encrypted: null,
      app_secret_encrypted: null,
      templates: '{}',
      webhook_secret: newWebhookSecret(),
      verify_token: newWebhookSecret(),
      updated_at: now.toISOString(),
      document_header: 0,
    })
    .onConflict((conflict) => conflict.column('organization_id').doNothing())
    .execute();
  const made = await findRow(db, organizationId);
  if (!made) throw new Error('The WhatsApp settings row was not stored');
  return made;
}

export async function updateWhatsappSettingsRow(
  db: Db,
  organizationId: string,
  changes: Pick<
    WhatsappSettingsTable,
    | 'phone_number_id'
    | 'access_token_encrypted'
    | 'app_secret_encrypted'
    | 'templates'
    | 'document_header'
    | 'updated_at'
  >,
) {
  await db
    .updateTable('whatsapp_settings')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .execute();
}

/** The settings whose webhook path holds this secret; undefined for any other. */
export function whatsappSettingsOfWebhookSecret(db: Db, secret: string) {
  return db
    .selectFrom('whatsapp_settings')
    .selectAll()
    .where('webhook_secret', '=', secret)
    .executeTakeFirst();
}
