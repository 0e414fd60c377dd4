import type { WhatsappMessageKind, WhatsappTemplates } from '@rental/shared/schemas/whatsapp';
import type { Language } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import { SecretDecryptionError } from '../../lib/secrets.js';
import { decryptWhatsappSecret, parseTemplates } from './secrets.js';

/**
 * What sending by WhatsApp needs of the organization's settings (decision 0061): the queue
 * asks which organizations can send which kind and language (no secret is read for that); the
 * sender gets the phone number id, the token, the template names and whether invoices and
 * receipts carry their PDF in a document header.
 */

/** An organization's settings usable for sending: a phone number id and a token are saved. */
export interface WhatsappReadiness {
  templates: WhatsappTemplates;
}

function usableRows(db: Db, organizationIds: readonly string[]) {
  return db
    .selectFrom('whatsapp_settings')
    .select([
      'organization_id',
      'phone_number_id',
      'access_token_encrypted',
      'templates',
      'document_header',
    ])
    .where('organization_id', 'in', organizationIds)
    .where('phone_number_id', '!=', '')
    .where('access_token_encrypted', 'is not', null)
    .execute();
}

/** The organizations (of those given) whose WhatsApp settings have a number and a token. */
export async function whatsappReadinessOf(
  db: Db,
  organizationIds: readonly string[],
): Promise<Map<string, WhatsappReadiness>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await usableRows(db, organizationIds);
  return new Map(
    rows.map((row) => [row.organization_id, { templates: parseTemplates(row.templates) }]),
  );
}

/** The approved template's name for a kind and language; '' when none is saved. */
export function templateNameFor(
  readiness: WhatsappReadiness | undefined,
  kind: WhatsappMessageKind,
  language: Language,
): string {
  return readiness?.templates[kind][language] ?? '';
}

export type WhatsappSender =
  | {
      phoneNumberId: string;
      accessToken: string;
      templates: WhatsappTemplates;
      /** Invoices and receipts go with their PDF in the template's document header. */
      documentHeader: boolean;
    }
  /** The settings were cleared, or the token cannot be read with this server's key. */
  | { problem: string };

/** Each organization's sender, its token decrypted; one query for all of them. */
export async function whatsappSendersOf(
  db: Db,
  secretsKey: Buffer,
  organizationIds: readonly string[],
): Promise<Map<string, WhatsappSender>> {
  const senders = new Map<string, WhatsappSender>();
  for (const id of organizationIds) {
    senders.set(id, { problem: 'WhatsApp settings incomplete (phone number id, access token)' });
  }
  if (organizationIds.length === 0) return senders;
  for (const row of await usableRows(db, organizationIds)) {
    try {
      const accessToken = decryptWhatsappSecret(
        row.access_token_encrypted!,
        secretsKey,
        row.organization_id,
        'access_token',
      );
      senders.set(row.organization_id, {
        phoneNumberId: row.phone_number_id,
        accessToken,
        templates: parseTemplates(row.templates),
        documentHeader: row.document_header === 1,
      });
    } catch (error) {
      if (!(error instanceof SecretDecryptionError)) throw error;
      senders.set(row.organization_id, { problem: 'The WhatsApp access token cannot be read' });
    }
  }
  return senders;
}
