import type { Db } from '../../db/connection.js';
import { inRentals, type RentalScope } from '../access/index.js';

// The sent invoices' figures are the ledger's read (ledger/invoice-status-rows.ts): this module
// no longer names the money tables itself (issue 29).
export { sentInvoiceRows, type SentInvoiceFilters, type SentInvoiceRow } from '../ledger/index.js';

export function tenantOfOrganization(
  db: Db,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
) {
  return db
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .where(inRentals('rental_id', scope))
    .executeTakeFirst();
}
