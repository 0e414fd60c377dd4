import { activityAmount } from '@rental/shared/activity';
import { nairobiDate } from '@rental/shared/dates';
import { addDays } from '@rental/shared/dates';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes, kesToCents } from '@rental/shared/money';
import {
  chargeDueDays,
  chargeMessages,
  duplicateChargeMinutes,
  type newChargeBodySchema,
} from '@rental/shared/schemas/charges';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import {
  tenantBalances,
  postCharges,
  chargeNotice,
  chargeNoticeWhatsapp,
  assertMonthOpen,
  recentSameCharge,
} from '../ledger/index.js';
import { payeeOf } from '../organization/index.js';
import { lockTenants } from '../../db/locks.js';
import type { Db } from '../../db/connection.js';
import { msg } from '@rental/shared/message-catalogue';
import type { InvoiceRunDeps } from './run-service.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/**
 * The same charge (a tenant, the same words and amount) billed in the last minutes is most
 * likely a double tap or a second person billing it too: asked about (409 possible_duplicate,
 * naming the invoice) rather than billed twice. The caller confirms with `billagain`.
 */
async function refuseDuplicate(
  trx: Db,
  organizationId: string,
  tenants: { id: string }[],
  description: string,
  amountCents: number,
  now: Date,
) {
  const since = new Date(now.getTime() - duplicateChargeMinutes * 60_000);
  const same = await recentSameCharge(
    trx,
    organizationId,
    tenants.map((tenant) => tenant.id),
    { description, amountCents, since },
  );
  if (!same) return;
  const minutes = Math.floor((now.getTime() - Date.parse(same.createdAt)) / 60_000);
  const params = { invoice: invoiceNumberLabel(same.number), minutes };
  const text =
    minutes < 1
      ? msg('error.duplicateChargeJustNow', params)
      : minutes === 1
        ? msg('error.duplicateChargeMinute', params)
        : msg('error.duplicateCharge', params);
  throw new AppError('possible_duplicate', text, undefined, {
    ...params,
    invoiceid: same.invoiceId,
  });
}

/**
 * "Bill now": a one-off charge (a repair, a penalty, a key) to one tenant or to every tenant of
 * a rental, numbered like every invoice and posted through the ledger, due in a week, with an
 * optional SMS (held when there is no paybill). Members may bill, as they record payments.
 */
export async function billNow(
  deps: InvoiceRunDeps,
  actor: Actor,
  body: z.output<typeof newChargeBodySchema>,
) {
  const now = deps.clock();
  return deps.db.transaction().execute((trx) => billNowIn(trx, actor, body, now));
}

/**
 * Bill now inside the caller's transaction: a repair closed as the tenant's cost (issue 32) is
 * billed in the same transaction that closes it, so the charge exists once or not at all.
 */
export async function billNowIn(
  trx: Db,
  actor: Actor,
  body: z.output<typeof newChargeBodySchema>,
  now: Date,
) {
  const today = nairobiDate(now);
  const dueDate = addDays(today, chargeDueDays);
  const amountCents = kesToCents(body.amount);
  {
    await assertMonthOpen(trx, actor.organizationId, today);
    let query = trx
      .selectFrom('tenants')
      .select(['id', ...tenantNameColumns(), 'phonenumber', 'house_number', 'language'])
      .where('organization_id', '=', actor.organizationId);
    if (body.tenantid) query = query.where('id', '=', body.tenantid);
    else query = query.where('rental_id', '=', body.rentalid!).where('status', '=', 'current');
    const tenants = await query.orderBy('house_number_key').orderBy('id').execute();
    if (tenants.length === 0) {
      if (body.tenantid) throw notFound('Tenant');
      const rental = await trx
        .selectFrom('rentals')
        .select('id')
        .where('organization_id', '=', actor.organizationId)
        .where('id', '=', body.rentalid!)
        .executeTakeFirst();
      if (!rental) throw notFound('Rental');
      throw new AppError('validation', chargeMessages.noTenants, {
        rentalid: chargeMessages.noTenants,
      });
    }
    await lockTenants(
      trx,
      actor.organizationId,
      tenants.map((tenant) => tenant.id),
    );
    if (!body.billagain) {
      await refuseDuplicate(trx, actor.organizationId, tenants, body.description, amountCents, now);
    }
    const payee = await payeeOf(trx, actor.organizationId);
    const balances = await tenantBalances(
      trx,
      actor.organizationId,
      tenants.map((tenant) => tenant.id),
    );
    const noticeFacts = (tenant: (typeof tenants)[number], number: number) => ({
      tenant,
      payee,
      amountCents,
      description: body.description,
      billingDate: today,
      dueDate,
      number,
      balanceCents: (balances.get(tenant.id) ?? 0) + amountCents,
      language: tenant.language,
    });
    const rows = await postCharges(
      trx,
      actor.organizationId,
      tenants.map((tenant) => ({
        tenant,
        invoiceType: 'One-off Charge' as const,
        amountCents,
        billingDate: today,
        dueDate,
        description: body.description,
        chargeType: body.chargetype,
        message: (number: number) => chargeNotice(noticeFacts(tenant, number)),
        whatsapp: (number: number) => chargeNoticeWhatsapp(noticeFacts(tenant, number)),
      })),
      { sendSms: body.sendsms, held: payee.paybill === null, poster: actor },
      now,
    );
    for (const [i, row] of rows.entries()) {
      const tenant = tenants[i]!;
      await recordActivity(
        trx,
        actor,
        {
          kind: 'charge_billed',
          entity: 'invoice',
          entityId: row.id,
          details: {
            tenant: tenantDisplayName(tenant),
            amount: activityAmount(amountCents),
            description: body.description,
            invoice: invoiceNumberLabel(row.number),
          },
        },
        now,
      );
    }
    return {
      invoices: rows.map((row) => ({
        invoiceid: row.id,
        invoicenumber: row.number,
        invoicenumberlabel: invoiceNumberLabel(row.number),
        tenantid: row.tenant_id,
        amount: centsToKes(amountCents),
        duedate: dueDate,
      })),
    };
  }
}
