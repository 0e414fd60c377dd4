import { tenancyMessages } from '@rental/shared/schemas/tenancy';
import type { EraseResponse } from '@rental/shared/schemas/personal-data';
import { lockOrganization, lockTenant } from '../../db/locks.js';
import { erasureMark, wipeErased, type ErasureMark, type WipeLog } from '../../db/wipe-erased.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import {
  openTenantIdentity,
  changeTimes,
  getTenant,
  requireTenantRow,
  type TenantsDeps,
} from '../tenants/index.js';
import { deleteTenantDocuments } from '../documents/index.js';
import { scrubActivity } from './activity-scrub.js';
import { eraseCopies, takeErasureNumber } from './erase-repository.js';
import { scrubPayers } from './payer-scrub.js';
import { tenantCopies } from './trace-repository.js';
import { eraseTraces } from './traces.js';

/** The name an erased tenant keeps in the books: the same words in both languages' records. */
export const erasedFirstname = 'Former tenant';

/**
 * Erases a former tenant's personal data (Kenya Data Protection Act 2019), all in one
 * transaction with the tenant's row locked: they become "Former tenant #N" (N from the
 * organization's counter), their phone, ID number and KRA PIN go, every copy of their name
 * and phone elsewhere (payments, SMS, M-PESA records, the activity log...) is replaced or
 * removed and their messages lose their text. Amounts, dates, house numbers and ids stay:
 * tax and accounting records must be kept, and balances, reports and tax read the same.
 *
 * A current tenant is refused (409): the tenancy must end first. Erasing an erased tenant
 * again changes nothing and answers the same (erased: false), so a retried click is harmless.
 *
 * Once committed, the old versions of the changed rows are wiped from the database's files
 * too (db/wipe-erased.ts); what cannot be wiped then goes to `log`, and the answer is the same.
 */
export async function eraseTenant(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
  log: WipeLog,
): Promise<EraseResponse> {
  const { organizationId } = actor;
  const now = deps.clock();
  const touched = new Set<string>(['tenants']);
  let mark: ErasureMark = { xid: null };
  const erased = await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    await lockTenant(trx, organizationId, tenantId);
    const tenant = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
    if (tenant.erased_at) return false;
    if (tenant.status === 'current') {
      throw new AppError('conflict', tenancyMessages.eraseCurrentTenant);
    }
    const person = openTenantIdentity(deps.secretsKey, tenant);
    const copies = await tenantCopies(trx, organizationId, tenantId);
    const number = await takeErasureNumber(trx, organizationId);
    const newName = `${erasedFirstname} #${number}`;
    const traces = eraseTraces(person, copies, newName);
    const at = now.toISOString();
    const erasure = { organizationId, tenantId, newName, ...traces, copies, at, touched };
    await eraseCopies(trx, erasure);
    await scrubPayers(trx, erasure, traces.wide);
    // Their documents (a lease, an ID copy) are personal data through and through: they go.
    if ((await deleteTenantDocuments(trx, organizationId, tenantId)) > 0) touched.add('documents');
    if ((await scrubActivity(trx, organizationId, tenantId, traces, newName)) > 0) {
      touched.add('activity_log');
    }
    // A new instant, so the tenant list (its cache keyed on the last change) shows the name.
    const [updatedAt] = await changeTimes(trx, organizationId, now, 1);
    await trx
      .updateTable('tenants')
      .set((eb) => ({
        // "Former tenant #N" is no business: an erased business is named as a person is.
        kind: 'person',
        firstname: erasedFirstname,
        lastname: `#${number}`,
        businessname: null,
        contactperson: null,
        phonenumber: '',
        pays_from_phone: null,
        national_id: null,
        kra_pin: null,
        erased_at: at,
        // Nothing is sent to them any more: what the reminders still queue fails untried.
        sms_blocked_at: eb.fn.coalesce('sms_blocked_at', eb.val(at)),
        updated_at: updatedAt!,
      }))
      .where('organization_id', '=', organizationId)
      .where('id', '=', tenantId)
      .execute();
    await recordActivity(
      trx,
      actor,
      {
        kind: 'tenant_erased',
        entity: 'tenant',
        entityId: tenantId,
        details: { name: newName, house: tenant.house_number, rental: tenant.rental_name },
      },
      now,
    );
    mark = await erasureMark(trx);
    return true;
  });
  if (erased) await wipeErased(deps.db, mark, [...touched], log);
  return { tenant: await getTenant(deps, organizationId, tenantId, rentalScopeOf(actor)), erased };
}
