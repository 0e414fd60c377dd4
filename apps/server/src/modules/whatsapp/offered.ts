import { whatsappMessageKinds } from '@rental/shared/schemas/whatsapp';
import { languages } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import { parseTemplates } from './secrets.js';

/**
 * Whether the organization's WhatsApp is set up enough to offer it to tenants (their page's
 * channel choice, issue 34): a phone number id, an access token, and at least one approved
 * template name. Reads only: a page view makes no settings row.
 */
export async function whatsappOffered(db: Db, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('whatsapp_settings')
    .select(['phone_number_id', 'access_token_encrypted', 'templates'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row || row.phone_number_id === '' || row.access_token_encrypted === null) return false;
  const templates = parseTemplates(row.templates);
  return whatsappMessageKinds.some((kind) =>
    languages.some((language) => templates[kind][language] !== ''),
  );
}
