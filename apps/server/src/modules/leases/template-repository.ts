import type { Language } from '@rental/shared/enums';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { LeaseTemplatesTable } from '../../db/types.js';

/** The organization's saved lease templates (none: every language prints the default). */
export function listLeaseTemplates(db: Db, organizationId: string) {
  return db
    .selectFrom('lease_templates')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
}
export type LeaseTemplateRow = Awaited<ReturnType<typeof listLeaseTemplates>>[number];

export function findLeaseTemplate(db: Db, organizationId: string, language: Language) {
  return db
    .selectFrom('lease_templates')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('language', '=', language)
    .executeTakeFirst();
}

/** Saves the template of one language: the one row made or replaced. */
export async function saveLeaseTemplate(db: Db, row: Insertable<LeaseTemplatesTable>) {
  const { organization_id: _organization, language: _language, ...changes } = row;
  await db
    .insertInto('lease_templates')
    .values(row)
    .onConflict((oc) => oc.columns(['organization_id', 'language']).doUpdateSet(changes))
    .execute();
}
