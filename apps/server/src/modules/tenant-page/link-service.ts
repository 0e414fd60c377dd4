import type { TenantLink, TenantLinkStatus } from '@rental/shared/schemas/tenant-page';
import type { Db } from '../../db/connection.js';
import { lockTenant } from '../../db/locks.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, rentalScopeOf, type RentalScope } from '../access/index.js';
import {
  requireTenantRow,
  deleteTenantLink,
  findTenantLink,
  replaceTenantLink,
  newPageToken,
  tenantLinkRow,
  tenantLinkUrl,
  type TenantLinkKeys,
} from '../tenants/index.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

export interface TenantLinkDeps extends TenantLinkKeys {
  db: Db;
  clock: Clock;
}

/**
 * A new private link to the tenant's page; the old one, if any, stops working in the same
 * transaction. The URL is returned this once: the token's hash opens the page, and the token
 * is kept only encrypted, for sending it by SMS (link-sms.ts).
 */
export async function issueTenantLink(
  deps: TenantLinkDeps,
  actor: Actor,
  tenantId: string,
): Promise<TenantLink> {
  const { organizationId } = actor;
  const at = deps.clock();
  const token = newPageToken();
  await deps.db.transaction().execute(async (trx) => {
    await lockTenant(trx, organizationId, tenantId);
    const tenant = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
    await replaceTenantLink(trx, tenantLinkRow(deps, actor, tenantId, token, at));
    await recordActivity(
      trx,
      actor,
      {
        kind: 'tenant_link_issued',
        entity: 'tenant',
        entityId: tenantId,
        details: { tenant: tenantDisplayName(tenant) },
      },
      at,
    );
  });
  return { url: tenantLinkUrl(deps.publicUrl, token), createdat: at.toISOString() };
}

/** Revokes the tenant's link: it answers 404 from now on, as an unknown one does. */
export async function revokeTenantLink(deps: TenantLinkDeps, actor: Actor, tenantId: string) {
  const { organizationId } = actor;
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const tenant = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
    if (!(await deleteTenantLink(trx, organizationId, tenantId))) throw notFound('Link');
    await recordActivity(
      trx,
      actor,
      {
        kind: 'tenant_link_revoked',
        entity: 'tenant',
        entityId: tenantId,
        details: { tenant: tenantDisplayName(tenant) },
      },
      at,
    );
  });
}

/** Whether the tenant has a link, since when and from whom (the URL cannot be read back). */
export async function tenantLinkStatus(
  deps: TenantLinkDeps,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
): Promise<TenantLinkStatus> {
  await requireTenantRow(deps.db, organizationId, tenantId, scope);
  const link = await findTenantLink(deps.db, organizationId, tenantId);
  return {
    link: link ? { createdat: link.created_at, createdby: link.created_by_name } : null,
  };
}
