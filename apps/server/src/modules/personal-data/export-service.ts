import type { PersonalData } from '@rental/shared/schemas/personal-data';
import { notFound } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import { tenantDocumentFiles } from '../documents/index.js';
import { statementOf } from '../ledger/index.js';
import { payeeOf } from '../organization/index.js';
import { openTenantIdentity, requireTenantRow, type TenantsDeps } from '../tenants/index.js';
import { tenantProfileRow, tenantRecords } from './export-repository.js';
import { toPersonalData } from './export-presenter.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * A tenant's personal data for their access request (Kenya Data Protection Act 2019): their
 * profile (ID number and KRA PIN decrypted), tenancy, invoices, payments, credit notes,
 * deposit, readings, SMS both ways, M-PESA prompts, repairs and whether they have a page link.
 * Another organization's tenant is 404. The export is a read, so it is logged after the data
 * is read (as a tenant's statement download is): the log shows who took it out, and when.
 */
export async function exportPersonalData(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
): Promise<PersonalData> {
  const { organizationId } = actor;
  const now = deps.clock();
  const tenant = openTenantIdentity(
    deps.secretsKey,
    await requireTenantRow(deps.db, organizationId, tenantId, rentalScopeOf(actor)),
  );
  const [profile, records, statement, payee, documents] = await Promise.all([
    tenantProfileRow(deps.db, organizationId, tenantId),
    tenantRecords(deps.db, organizationId, tenantId),
    statementOf(deps, organizationId, tenantId, rentalScopeOf(actor)),
    payeeOf(deps.db, organizationId),
    tenantDocumentFiles(deps.db, organizationId, tenantId),
  ]);
  if (!profile) throw notFound('Tenant');
  const data = toPersonalData(
    tenant,
    profile,
    records,
    {
      exportedat: now.toISOString(),
      controller: { name: payee.name },
      deposit: statement.deposit,
    },
    documents,
  );
  await recordActivity(
    deps.db,
    actor,
    {
      kind: 'personal_data_exported',
      entity: 'tenant',
      entityId: tenantId,
      details: {
        name: tenantDisplayName(tenant),
        house: tenant.house_number,
      },
    },
    now,
  );
  return data;
}
