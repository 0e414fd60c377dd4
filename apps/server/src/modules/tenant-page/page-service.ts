import { createHash } from 'node:crypto';
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
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import type { StkRequestsTable } from '../../db/types.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { tenantActor, type RequestOrigin, everyRental } from '../access/index.js';
import { statementOf } from '../ledger/index.js';
import { payeeOf } from '../organization/index.js';
import { tenantPageRepairs } from '../repairs/index.js';
import { startTenantPayment, organizationApp, tenantApp, type StkDeps } from '../stk/index.js';
import { whatsappOffered } from '../whatsapp/index.js';
import type { PageTenant } from './page-gate.js';
import { chosenPayPhone, maskedPayPhones, maskPhone, normalisedPhone } from './pay-phones.js';

/**
 * What the tenant sees on their own page: whom to pay and where, their balance, the deposit
 * held and their statement, all from the ledger (the statement the landlord sees), and the
 * repairs they reported (reference, category, status: never the words), and how they are
 * messaged, with whether WhatsApp can be chosen. Opening it
 * is recorded in the activity log, as the tenant.
 */
export async function openTenantPage(
  deps: StkDeps,
  tenant: PageTenant,
  origin: RequestOrigin,
): Promise<PublicTenantPage> {
  const organizationId = tenant.organization_id;
  const [statement, payee, app, repairs, whatsapp] = await Promise.all([
    statementOf(deps, organizationId, tenant.id, everyRental),
    payeeOf(deps.db, organizationId),
    organizationApp(deps, organizationId),
    tenantPageRepairs(deps.db, organizationId, tenant.id, deps.clock()),
    whatsappOffered(deps.db, organizationId),
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
    payphones: maskedPayPhones(tenant),
    repairs,
    channel: tenant.channel,
    whatsapp,
  };
}

/** The rate key of a phone in every written form; hashed, so the table holds no number. */
function phoneKey(phone: string) {
  const digest = createHash('sha256').update(normalisedPhone(phone)).digest('hex');
  return `tenant-page:payment:phone:${digest}`;
}

/**
 * "Pay with M-PESA" on the tenant's page: an STK push for the balance or less, through the
 * landlord's own Daraja app, to one of the phones the landlord saved on the tenant (their own
 * or the one that pays for them; pay-phones.ts), never a number typed on the page. Each phone
 * gets at most `perPhone` prompts, through every link, counted in the database so servers
 * share the count. The payment it brings is posted against this tenant by the STK callback.
 */
export async function payFromTenantPage(
  deps: StkDeps,
  tenant: PageTenant,
  body: z.output<typeof tenantPagePayBodySchema>,
  origin: RequestOrigin,
  perPhone: RateLimit,
): Promise<StkRequestsTable> {
  const statement = await statementOf(deps, tenant.organization_id, tenant.id, everyRental);
  // M-PESA takes whole shillings: a balance with cents may be paid rounded up.
  const most = Math.ceil(statement.balance);
  if (most < 1) throw new AppError('validation', m.nothingOwed, { amount: m.nothingOwed });
  if (kesToCents(body.amount) > kesToCents(most)) {
    throw fieldError(
      'amount',
      msg('error.tenantPageAmountAboveBalance', { balance: formatKes(most) }),
    );
  }
  const { payphone, phone } = chosenPayPhone(tenant, body);
  // Refused before a prompt is counted: without the landlord's app nothing can ring.
  await tenantApp(deps, tenant.organization_id);
  if (!(await takeRateSlot(deps.db, phoneKey(phone), perPhone, deps.clock()))) {
    throw new AppError(
      'rate_limited',
      msg('tenantPage.phoneTooManyPrompts', { count: perPhone.max }),
    );
  }
  const actor = tenantActor(tenant, origin);
  const request = await startTenantPayment(deps, actor, tenant.id, {
    amount: body.amount,
    phonenumber: phone,
  });
  await recordActivity(
    deps.db,
    actor,
    {
      kind: 'tenant_page_payment',
      entity: 'tenant',
      entityId: tenant.id,
      // Which saved phone, masked: the log is read by every member, the number is not theirs.
      details: {
        amount: activityAmount(kesToCents(Math.ceil(body.amount))),
        phonenumber: maskPhone(phone),
        payphone,
      },
    },
    deps.clock(),
  );
  return request;
}
