import { nairobiDate } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import type { MoveOutPreview } from '@rental/shared/schemas/tenancy';
import { type Actor, rentalScopeOf } from '../access/index.js';
import { rentAfterMoveOutCredits, tenantBalance } from '../ledger/index.js';
import { checkDates } from './end-tenancy.js';
import { requireTenantRow, type TenantsDeps } from './service.js';

/**
 * What ending the tenancy on `moveOut` would credit back (rent billed for days after it) and
 * the rent balance after those credits, so the end-tenancy form offers deductions and a refund
 * the server accepts. The credits come from the ledger's rule that endTenancy posts; nothing
 * is written. The same date rules as ending answer 400/409.
 */
export async function moveOutPreview(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
  moveOut: string,
): Promise<MoveOutPreview> {
  const { organizationId } = actor;
  const tenant = await requireTenantRow(deps.db, organizationId, tenantId, rentalScopeOf(actor));
  checkDates(tenant, moveOut, nairobiDate(deps.clock()));
  const credits = await rentAfterMoveOutCredits(deps.db, organizationId, tenantId, moveOut);
  const balanceCents = await tenantBalance(deps.db, organizationId, tenantId);
  const creditedCents = credits.reduce((sum, credit) => sum + credit.cents, 0);
  return {
    moveoutdate: moveOut,
    credits: credits.map((credit) => ({
      invoiceid: credit.invoiceId,
      invoicenumber: credit.invoiceNumber,
      billingdate: credit.billingDate,
      periodfrom: credit.periodFrom,
      periodto: credit.periodTo,
      amount: centsToKes(credit.cents),
      effectiveon: credit.effectiveOn,
    })),
    credited: centsToKes(creditedCents),
    balance: centsToKes(balanceCents),
    balanceafter: centsToKes(balanceCents - creditedCents),
  };
}
