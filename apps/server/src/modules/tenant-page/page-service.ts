import { paybillAccount } from '@rental/shared/account-ref';
import { activityAmount } from '@rental/shared/activity';
import { msg } from '@rental/shared/message-catalogue';
import { formatKes, kesToCents } from '@rental/shared/money';
import {
  tenantPageMessages as m,
  type PublicTenantPage,
  type tenantPagePayBodySchema,
} from '@rental/shared/schemas/tenant-page';
import type { z } from 'zod';
import type { StkRequestsTable } from '../../db/types.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { recordActivity } from '../activity/record.js';
import { tenantActor, type RequestOrigin } from '../auth/actor.js';
import { hashSessionToken } from '../auth/session-token.js';
import { payeeOf } from '../ledger/payee.js';
import { getStatement } from '../ledger/service.js';
import { startTenantPayment } from '../stk/service.js';
import { organizationApp } from '../stk/stk-apps.js';
import type { StkDeps } from '../stk/stk-types.js';
import { findLinkedTenant } from './link-repository.js';

/** The tenant a page token opens; an unknown or revoked token is the same 404. */
export async function linkedTenant(deps: StkDeps, token: string) {
  const tenant = await findLinkedTenant(deps.db, hashSessionToken(token));
  if (!tenant) throw notFound('Page');
  return tenant;
}

/**
 * What the tenant sees on their own page: whom to pay and where, their balance, the deposit
 * held and their statement, all from the ledger (the statement the landlord sees). Opening it
 * is recorded in the activity log, as the tenant.
 */
export async function openTenantPage(
  deps: StkDeps,
  token: string,
  origin: RequestOrigin,
): Promise<PublicTenantPage> {
  const tenant = await linkedTenant(deps, token);
  const organizationId = tenant.organization_id;
  const [statement, payee, app] = await Promise.all([
    getStatement(deps, organizationId, tenant.id),
    payeeOf(deps.db, organizationId),
    organizationApp(deps, organizationId),
  ]);
  const actor = tenantActor(tenant, origin);
  await recordActivity(
    deps.db,
    actor,
    { kind: 'tenant_page_opened', entity: 'tenant', entityId: tenant.id },
    deps.clock(),
  );
  return {
    landlord: { name: payee.name, phone: payee.phone },
    payto: {
      paybill: payee.paybill,
      account: paybillAccount(tenant.house_number, payee.bankAccountNumber),
    },
    tenant: {
      name: statement.tenant.name,
      housenumber: statement.tenant.housenumber,
      rentalname: statement.tenant.rentalname,
      language: tenant.language,
      status: statement.tenant.status,
      moveindate: statement.tenant.moveindate,
      moveoutdate: statement.tenant.moveoutdate,
    },
    balance: statement.balance,
    depositheld: statement.deposit.held,
    statement: statement.entries,
    deposit: statement.deposit,
    canpay: app !== undefined,
  };
}

/**
 * "Pay with M-PESA" on the tenant's page: an STK push for the balance or less, through the
 * landlord's own Daraja app, to the phone the tenant gives. The payment it brings is posted
 * against this tenant by the STK callback, as a push the landlord sends is.
 */
export async function payFromTenantPage(
  deps: StkDeps,
  token: string,
  body: z.output<typeof tenantPagePayBodySchema>,
  origin: RequestOrigin,
): Promise<StkRequestsTable> {
  const tenant = await linkedTenant(deps, token);
  const statement = await getStatement(deps, tenant.organization_id, tenant.id);
  // M-PESA takes whole shillings: a balance with cents may be paid rounded up.
  const most = Math.ceil(statement.balance);
  if (most < 1) throw new AppError('validation', m.nothingOwed, { amount: m.nothingOwed });
  if (kesToCents(body.amount) > kesToCents(most)) {
    throw fieldError(
      'amount',
      msg('error.tenantPageAmountAboveBalance', { balance: formatKes(most) }),
    );
  }
  const actor = tenantActor(tenant, origin);
  const request = await startTenantPayment(deps, actor, tenant.id, {
    amount: body.amount,
    phonenumber: body.phonenumber,
  });
  await recordActivity(
    deps.db,
    actor,
    {
      kind: 'tenant_page_payment',
      entity: 'tenant',
      entityId: tenant.id,
      details: {
        amount: activityAmount(kesToCents(Math.ceil(body.amount))),
        phonenumber: body.phonenumber,
      },
    },
    deps.clock(),
  );
  return request;
}
