import {
  organizationProfileMessages,
  type OrganizationProfile,
  type organizationProfileBodySchema,
} from '@rental/shared/schemas/payee';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity, recordUpdate } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';
import { forgetCachedOrganization } from '../auth/index.js';
import { billNameOf } from './payee.js';
import { paybillSettings } from './paybill-settings.js';

export interface OrganizationDeps {
  db: Db;
  clock: Clock;
}

async function profileOf(db: Db, organizationId: string): Promise<OrganizationProfile> {
  const row = await db
    .selectFrom('organizations as o')
    .leftJoin('users as u', (join) =>
      join.onRef('u.organization_id', '=', 'o.id').on('u.role', '=', 'owner'),
    )
    .select([
      'o.name',
      'o.display_name',
      'o.phone',
      'o.managers_may_erase',
      'u.phonenumber as owner_phone',
    ])
    .where('o.id', '=', organizationId)
    .orderBy('u.created_at')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { organizationName } = await paybillSettings(db, organizationId);
  return {
    displayname: row.display_name ?? '',
    phone: row.phone ?? '',
    // What bills say with no display name: the same rule as the bills themselves.
    defaultname: billNameOf({
      displayName: null,
      paybillName: organizationName,
      ownerName: row.name,
    }),
    defaultphone: row.owner_phone ?? '',
    managersmayerase: Number(row.managers_may_erase) === 1,
  };
}

export function getOrganizationProfile(deps: OrganizationDeps, organizationId: string) {
  return profileOf(deps.db, organizationId);
}

/** The owner sets the name and phone bills carry; empty fields fall back to the defaults. */
export async function saveOrganizationProfile(
  deps: OrganizationDeps,
  actor: Actor,
  body: z.output<typeof organizationProfileBodySchema>,
): Promise<OrganizationProfile> {
  requirePermission(actor, 'settings', organizationProfileMessages.ownerOnly);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await profileOf(trx, actor.organizationId);
    await trx
      .updateTable('organizations')
      .set({ display_name: body.displayname || null, phone: body.phone || null })
      .where('id', '=', actor.organizationId)
      .execute();
    await recordUpdate(
      trx,
      actor,
      {
        kind: 'organization_profile_saved',
        entity: 'organization',
        entityId: actor.organizationId,
        details: {},
      },
      {
        before: { name: before.displayname, phone: before.phone },
        after: { name: body.displayname, phone: body.phone },
      },
      now,
    );
    return profileOf(trx, actor.organizationId);
  });
}

/**
 * The owner lets managers (or stops them) erase and export tenants' personal data and delete
 * payments. Every session of the organization is forgotten from the cache, so the next
 * request of each member already follows it.
 */
export async function setManagersMayErase(
  deps: OrganizationDeps,
  actor: Actor,
  allowed: boolean,
): Promise<OrganizationProfile> {
  requirePermission(actor, 'team');
  const now = deps.clock();
  const profile = await deps.db.transaction().execute(async (trx) => {
    const before = await profileOf(trx, actor.organizationId);
    if (before.managersmayerase === allowed) return before;
    await trx
      .updateTable('organizations')
      .set({ managers_may_erase: allowed ? 1 : 0 })
      .where('id', '=', actor.organizationId)
      .execute();
    const kind = allowed ? 'managers_erase_allowed' : 'managers_erase_withdrawn';
    const entry = { kind, entity: 'organization', entityId: actor.organizationId } as const;
    await recordActivity(trx, actor, { ...entry, details: {} }, now);
    return profileOf(trx, actor.organizationId);
  });
  forgetCachedOrganization(deps.db, actor.organizationId);
  return profile;
}
