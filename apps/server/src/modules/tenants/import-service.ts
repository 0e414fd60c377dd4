import { nairobiDate } from '@rental/shared/dates';
import { lockOrganization } from '../../db/locks.js';
import type { Actor } from '../access/index.js';
import { assertWithinPlanLimit } from '../plans/index.js';
import { recordOpeningReadings } from '../readings/index.js';
import { logTenantsImported } from './activity.js';
import { parseTenantCsv } from './import-csv.js';
import { checkImportRows } from './import-rows.js';
import { sealTenantIdentity } from './identity-numbers.js';
import { newTenantRow } from './presenter.js';
import { postOpenings } from '../ledger/index.js';
import { insertTenants, loadImportContext } from './repository.js';
import { changeTimes, uniqueViolationAsConflict, type TenantsDeps } from './service.js';
import { orderedId } from '../../lib/ordered-id.js';

/** What the preview screen shows: every row with its values and its errors. */
export async function previewImport(deps: TenantsDeps, organizationId: string, csv: string) {
  const rows = parseTenantCsv(csv);
  const checked = checkImportRows(await loadImportContext(deps.db, organizationId), rows);
  const validCount = checked.filter((row) => row.tenant).length;
  return {
    rows: checked.map(({ line, values, errors }) => ({ line, values, errors })),
    validCount,
    invalidCount: checked.length - validCount,
  };
}

/**
 * Inserts every valid row in one transaction, or none: the rows are checked again inside it,
 * after the organization lock, so the room counts and the plan limit include the file's rows
 * and cannot change before the insert.
 */
export async function importTenants(deps: TenantsDeps, actor: Actor, csv: string) {
  const { organizationId } = actor;
  const rows = parseTenantCsv(csv);
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, organizationId);
      const checked = checkImportRows(await loadImportContext(trx, organizationId), rows);
      const tenants = checked.flatMap((row) => (row.tenant ? [row.tenant] : []));
      if (tenants.length > 0) {
        await assertWithinPlanLimit(trx, organizationId, 'tenants', tenants.length);
      }
      const times = await changeTimes(trx, organizationId, now, tenants.length);
      const moveInDate = nairobiDate(now);
      const inserted = tenants.map((tenant, index) => {
        const id = orderedId(now);
        const row = newTenantRow(tenant, { id, organizationId }, times[index]!, moveInDate);
        return sealTenantIdentity(deps.secretsKey, id, row);
      });
      await insertTenants(trx, inserted);
      await postOpenings(trx, actor, inserted, now);
      const openings = tenants.flatMap(({ openingmeterreading }, index) =>
        openingmeterreading === undefined
          ? []
          : [
              {
                tenantId: inserted[index]!.id,
                meterreading: openingmeterreading,
                movedInOn: moveInDate,
              },
            ],
      );
      await recordOpeningReadings(trx, actor, openings, now);
      // A file with no valid row changed nothing: no entry.
      if (tenants.length > 0) await logTenantsImported(trx, actor, tenants.length, now);
      return { imported: tenants.length, skipped: checked.length - tenants.length };
    });
  } catch (error) {
    throw uniqueViolationAsConflict(error);
  }
}
