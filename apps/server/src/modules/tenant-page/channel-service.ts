import type { TenantChannel } from '@rental/shared/enums';
import {
  tenantPageMessages as m,
  type TenantPageChannel,
} from '@rental/shared/schemas/tenant-page';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { tenantActor, type RequestOrigin } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { setTenantsChannel } from '../tenants/index.js';
import { whatsappOffered } from '../whatsapp/index.js';
import type { PageTenant } from './page-gate.js';

/**
 * The tenant chooses on their page how they are messaged (issue 34): SMS, or WhatsApp with SMS
 * once if it does not arrive, the latter only when the landlord's WhatsApp is set up. The
 * change and its activity entry, as the tenant, are one transaction; choosing what is already
 * set changes nothing and records nothing.
 */
export async function chooseChannelOnPage(
  deps: { db: Db; clock: Clock },
  tenant: PageTenant,
  channel: TenantPageChannel,
  origin: RequestOrigin,
): Promise<TenantChannel> {
  const organizationId = tenant.organization_id;
  if (channel !== 'sms' && !(await whatsappOffered(deps.db, organizationId))) {
    throw new AppError('unprocessable', m.whatsappNotOffered, { channel: m.whatsappNotOffered });
  }
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const changed = await setTenantsChannel(trx, organizationId, [tenant.id], channel, now);
    if (changed.length > 0) {
      await recordActivity(
        trx,
        tenantActor(tenant, origin),
        {
          kind: 'tenant_page_channel_changed',
          entity: 'tenant',
          entityId: tenant.id,
          details: { channel },
        },
        now,
      );
    }
    return channel;
  });
}
