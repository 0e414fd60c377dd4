import { randomUUID } from 'node:crypto';
import type { Language, TenantKind } from '@rental/shared/enums';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { allBalancesSql } from '../ledger/index.js';
import { notSuspended, ownerNotDeactivated } from '../plans/index.js';

/**
 * Organizations with reminders switched on, with what decides whether they are reminded:
 * those whose owner is deactivated or that are suspended are left out here, lapsed ones are
 * the caller's to skip.
 */
export function organizationsWithReminders(db: Db, organizationId?: string) {
  let query = db
    .selectFrom('organizations as o')
    .innerJoin('reminder_settings as s', 's.organization_id', 'o.id')
    .select(['o.id', 'o.plan_id', 'o.trial_ends_at', 'o.paid_until'])
    .where('s.enabled', '=', 1)
    .where(ownerNotDeactivated('o'))
    .where(notSuspended('o'));
  if (organizationId) query = query.where('o.id', '=', organizationId);
  return query.orderBy('o.id').execute();
}

/** The organization's tenants who owe now (balance > 0, cents), with where to text them. */
export async function owingTenants(db: Db, organizationId: string) {
  const { rows } = await sql<{
    id: string;
    kind: TenantKind;
    firstname: string;
    lastname: string;
    businessname: string | null;
    phonenumber: string;
    house_number: string;
    language: Language;
    balance: number | string;
  }>`
    select t.id, t.kind, t.firstname, t.lastname, t.businessname, t.phonenumber, t.house_number, t.language, b.balance
    from (${allBalancesSql(organizationId)}) b
    join tenants t on t.id = b.tenant_id
    where b.balance > 0
    order by t.house_number_key, t.id`.execute(db);
  return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
}

const keysPerInsert = 500;

/**
 * Takes each reminder key once: inserts the keys, skipping those already taken (by an earlier
 * run or another process), and returns the ones this call inserted. The unique key on
 * (organization_id, reminder_key) is what makes a reminder step once only.
 */
export async function takeReminderKeys(
  db: Db,
  organizationId: string,
  keys: readonly { tenantId: string; key: string }[],
  at: string,
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < keys.length; start += keysPerInsert) {
    const rows = await db
      .insertInto('reminders')
      .values(
        keys.slice(start, start + keysPerInsert).map(({ tenantId, key }) => ({
          id: randomUUID(),
          organization_id: organizationId,
          tenant_id: tenantId,
          reminder_key: key,
          sms_id: null,
          queued_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['organization_id', 'reminder_key']).doNothing())
      .returning('reminder_key')
      .execute();
    for (const row of rows) taken.add(row.reminder_key);
  }
  return taken;
}
