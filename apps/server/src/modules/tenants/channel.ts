import type { TenantChannel } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import { organizationIs } from '../../db/dialect.js';
import { changeTimes } from './service.js';

/**
 * Sets how these tenants are messaged (issue 34: WHATSAPP or SMS texted in); answers the ids
 * whose channel this changed, decided by the update itself (a repeat changes none). The write
 * gets an instant after the organization's last tenant change, so the tenant list's
 * fingerprint moves and no cached list shows the old channel.
 */
export async function setTenantsChannel(
  db: Db,
  organizationId: string,
  tenantIds: readonly string[],
  channel: TenantChannel,
  now: Date,
): Promise<string[]> {
  if (tenantIds.length === 0) return [];
  const [at] = await changeTimes(db, organizationId, now, 1);
  const changed = await db
    .updateTable('tenants')
    .set({ channel, updated_at: at! })
    .where(organizationIs(db, 'organization_id', organizationId))
    .where('id', 'in', [...tenantIds])
    .where('channel', '!=', channel)
    .returning('id')
    .execute();
  return changed.map((row) => row.id);
}
