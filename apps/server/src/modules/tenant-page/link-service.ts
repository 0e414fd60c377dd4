import { randomBytes } from 'node:crypto';
import type { TenantLink, TenantLinkStatus } from '@rental/shared/schemas/tenant-page';
import type { Db } from '../../db/connection.js';
import { lockTenant } from '../../db/locks.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/record.js';
import type { Actor } from '../auth/actor.js';
import { hashSessionToken } from '../auth/session-token.js';
import { requireTenantRow } from '../tenants/service.js';
import { deleteTenantLink, findTenantLink, replaceTenantLink } from './link-repository.js';

export interface TenantLinkDeps {
  db: Db;
  clock: Clock;
  /** Where the app is reached from outside: the link is `<publicUrl>/t/<token>`. */
  publicUrl: string;
}

/** 128 random bits, base64url: what `/t/<token>` carries. Only its SHA-256 is stored. */
function newPageToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A new private link to the tenant's page; the old one, if any, stops working in the same
 * transaction. The URL is returned this once: only the token's hash is kept.
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
    const tenant = await requireTenantRow(trx, organizationId, tenantId);
    await replaceTenantLink(trx, {
      tenant_id: tenantId,
      organization_id: organizationId,
      token_hash: hashSessionToken(token),
      created_by_name: actor.name,
      created_at: at.toISOString(),
    });
    await recordActivity(
      trx,
      actor,
      {
        kind: 'tenant_link_issued',
        entity: 'tenant',
        entityId: tenantId,
        details: { tenant: `${tenant.firstname} ${tenant.lastname}` },
      },
      at,
    );
  });
  return { url: `${deps.publicUrl}/t/${token}`, createdat: at.toISOString() };
}

/** Revokes the tenant's link: it answers 404 from now on, as an unknown one does. */
export async function revokeTenantLink(deps: TenantLinkDeps, actor: Actor, tenantId: string) {
  const { organizationId } = actor;
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const tenant = await requireTenantRow(trx, organizationId, tenantId);
    if (!(await deleteTenantLink(trx, organizationId, tenantId))) throw notFound('Link');
    await recordActivity(
      trx,
      actor,
      {
        kind: 'tenant_link_revoked',
        entity: 'tenant',
        entityId: tenantId,
        details: { tenant: `${tenant.firstname} ${tenant.lastname}` },
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
): Promise<TenantLinkStatus> {
  await requireTenantRow(deps.db, organizationId, tenantId);
  const link = await findTenantLink(deps.db, organizationId, tenantId);
  return {
    link: link ? { createdat: link.created_at, createdby: link.created_by_name } : null,
  };
}
