import { nextBillingDate } from '@rental/shared/billing-dates';
import { nairobiDayEnd } from '@rental/shared/dates';
import { dueDateOf } from '@rental/shared/due-dates';
import type { Language } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import { holdShardsOf } from '../../db/applier-shards.js';
import { lockOrganizations } from '../../db/locks.js';
import type { InvoiceSchedulesTable } from '../../db/types.js';
import { systemActor } from '../access/index.js';
import {
  chargesPerBatch,
  reserveInvoiceNumbersAcross,
  writeCharges,
  type NumberedCharge,
} from '../ledger/index.js';
import { payeesOf } from '../organization/index.js';
import { organizationPlans } from '../plans/index.js';
import { markReadingsBilled } from '../readings/index.js';
import { sendableTenantLinks } from '../tenants/index.js';
import {
  billables,
  languagesWithTenantLink,
  messageRenderer,
  withinPlanLimit,
  type Billable,
} from './invoice-lines.js';
import {
  advanceSchedules,
  invoicesInMonthOf,
  tenantsToBill,
  type dueScheduleRows,
  type TenantToBill,
} from './run-repository.js';
import { emptyAmountReason, recordScheduleRuns, type RunOutcome } from './run-results.js';
import { lockScheduleRows } from './settings-repository.js';
import type { InvoiceRunDeps, InvoiceRunOptions } from './run-service.js';

/** A schedule of the due list (dueScheduleRows). */
export type DueSchedule = Awaited<ReturnType<typeof dueScheduleRows>>[number];

/** What billing one date of a schedule made. */
export interface Billed {
  invoices: number;
  messages: number;
}

/** One schedule's bill of the transaction: who it bills and what it records. */
interface ScheduleBill {
  schedule: InvoiceSchedulesTable;
  tenants: TenantToBill[];
  allowed: Billable[];
  note: string | null;
  outcome: RunOutcome;
}

/** A batch whose INSERTs were sent: its invoices, settled by `done`, and the charges written. */
type WrittenBatch = ReturnType<typeof writeCharges> & { items: readonly ChargeItem[] };

/** One invoice to write: its schedule's bill, the tenant's billable and its number. */
interface ChargeItem {
  bill: ScheduleBill;
  billable: Billable;
  number: number;
}

/**
 * Bills the next billing date of schedules of different organizations (one each), due the
 * same date, in one transaction: their invoices, SMS in the outbox, the water readings they
 * bill, their runs and next dates are stored together or not at all. Each step is one
 * statement for all of them: on the 1st, thousands of small organizations are due, and each
 * billed alone was some twenty statements whatever its size (benchmarks.md, session 37).
 * Each schedule is read again under its organization's lock: one whose date another process
 * billed meanwhile, or (`skipBusy`) whose organization another transaction holds, is left
 * out. The organizations' C2B applier shards are held too (db/applier-shards.ts). Returns
 * what each schedule billed, by id.
 */
export function billDueDate(
  deps: InvoiceRunDeps,
  due: readonly DueSchedule[],
  today: string,
  { onProgress, skipBusy = false }: InvoiceRunOptions,
): Promise<Map<string, Billed>> {
  return deps.db.transaction().execute(async (trx) => {
    const organizations = due.map((schedule) => schedule.organization_id);
    const locked = new Set(await lockOrganizations(trx, organizations, { skipBusy }));
    // Payments of these organizations wait for this transaction rather than meet its rows.
    await holdShardsOf(trx, [...locked]);
    const keys = due
      .filter((schedule) => locked.has(schedule.organization_id))
      .map((schedule) => ({ organizationId: schedule.organization_id, value: schedule.id }));
    const fresh = (await lockScheduleRows(trx, keys)).filter((s) => s.next_billing_date <= today);
    // One date per transaction (the tenants' rent is read for it): the earliest. A schedule
    // another process moved to a later date meanwhile is billed by a later round.
    const billingDate = fresh.map((s) => s.next_billing_date).sort()[0];
    if (billingDate === undefined) return new Map();
    const schedules = fresh.filter((s) => s.next_billing_date === billingDate);
    const now = deps.clock();
    const bills = await scheduleBills(trx, schedules, billingDate);
    const billing = bills.filter((bill) => bill.allowed.length > 0);
    await writeInvoices(deps, trx, billing, billingDate, now, onProgress);
    await recordScheduleRuns(
      trx,
      bills.map(({ schedule, outcome }) => ({
        organizationId: schedule.organization_id,
        scheduleId: schedule.id,
        billingDate,
        ranAt: now.toISOString(),
        outcome,
      })),
    );
    await advanceSchedules(
      trx,
      bills.map(({ schedule, note }) => ({
        organizationId: schedule.organization_id,
        scheduleId: schedule.id,
        nextBillingDate: nextBillingDate(
          schedule.start_date,
          schedule.billing_frequency,
          billingDate,
        ),
        lastRunNote: note,
      })),
      now.toISOString(),
    );
    return new Map(
      bills.map(({ schedule, allowed }) => [
        schedule.id,
        { invoices: allowed.length, messages: allowed.length },
      ]),
    );
  });
}

/** Who each schedule bills on the date: its tenants with something owed, within the plan. */
async function scheduleBills(
  trx: Db,
  schedules: readonly InvoiceSchedulesTable[],
  billingDate: string,
): Promise<ScheduleBill[]> {
  const readingsBefore = nairobiDayEnd(billingDate);
  const tenantsOf = new Map<string, TenantToBill[]>();
  for (const tenant of await tenantsToBill(trx, schedules, billingDate)) {
    const list = tenantsOf.get(tenant.organization_id);
    if (list) list.push(tenant);
    else tenantsOf.set(tenant.organization_id, [tenant]);
  }
  const organizationIds = schedules.map((schedule) => schedule.organization_id);
  const plans = await organizationPlans(trx, organizationIds);
  const limitOf = (id: string) => plans.get(id)?.plan.limits.invoicesPerMonth ?? null;
  const limited = organizationIds.filter((id) => limitOf(id) !== null);
  const billedThisMonth = await invoicesInMonthOf(trx, limited, billingDate);
  const bills: ScheduleBill[] = [];
  for (const schedule of schedules) {
    const organizationId = schedule.organization_id;
    const tenants = tenantsOf.get(organizationId) ?? [];
    const all = await billables(trx, schedule, tenants, billingDate, readingsBefore);
    const billed = billedThisMonth.get(organizationId) ?? 0;
    const { allowed, note } = withinPlanLimit(limitOf(organizationId), billed, all, billingDate);
    const outcome: RunOutcome = {
      billed: allowed.length,
      skipped: {
        [emptyAmountReason(schedule.invoice_type)]: tenants.length - all.length,
        plan_limit: all.length - allowed.length,
      },
      held: {},
    };
    bills.push({ schedule, tenants, allowed, note, outcome });
  }
  return bills;
}

/**
 * Writes the bills' invoices with their entries and SMS, numbered per organization, in
 * batches of several schedules' invoices. A batch's INSERTs are sent before the one before it
 * is awaited, so the database writes while the next batch is built (writeCharges); each is
 * finished in order.
 */
async function writeInvoices(
  deps: InvoiceRunDeps,
  trx: Db,
  bills: readonly ScheduleBill[],
  billingDate: string,
  now: Date,
  onProgress: InvoiceRunOptions['onProgress'],
) {
  if (bills.length === 0) return;
  const payees = await payeesOf(
    trx,
    bills.map((bill) => bill.schedule.organization_id),
  );
  const firsts = await reserveInvoiceNumbersAcross(
    trx,
    new Map(bills.map((bill) => [bill.schedule.organization_id, bill.allowed.length])),
  );
  for (const bill of bills) {
    // Without a paybill the SMS would ask for payment with nowhere to pay: held, not sent.
    const payee = payees.get(bill.schedule.organization_id)!;
    if (payee.paybill === null) bill.outcome.held.paybill_not_set = bill.allowed.length;
  }
  const items: ChargeItem[] = bills.flatMap((bill) => {
    const first = firsts.get(bill.schedule.organization_id)!;
    return bill.allowed.map((billable, i) => ({ bill, billable, number: first + i }));
  });
  const chargesOf = chargeMaker(deps, trx, bills, billingDate, payees, now);
  const writtenOf = new Map<string, number>();
  const readingsBefore = nairobiDayEnd(billingDate);
  const finish = async (written: WrittenBatch) => {
    await written.done;
    for (const bill of billsIn(written.items)) {
      const { schedule } = bill;
      const rows = written.rows.filter((row) => row.schedule_id === schedule.id);
      if (schedule.invoice_type === 'Water Invoice Bill') {
        const billed = rows.map((i) => ({ tenantId: i.tenant_id, invoiceId: i.id }));
        await markReadingsBilled(trx, schedule.organization_id, readingsBefore, billed);
      }
      const invoices = (writtenOf.get(schedule.id) ?? 0) + rows.length;
      writtenOf.set(schedule.id, invoices);
      const of = bill.allowed.length;
      await onProgress?.({ scheduleId: schedule.id, billingDate, invoices, of });
    }
  };
  let inFlight: WrittenBatch | undefined;
  try {
    for (let start = 0; start < items.length; start += chargesPerBatch) {
      const batch = items.slice(start, start + chargesPerBatch);
      const charges = await chargesOf(batch);
      const written = writeCharges(trx, charges, { sendSms: true }, now);
      const earlier = inFlight;
      inFlight = { ...written, items: batch };
      if (earlier) await finish(earlier);
    }
    if (inFlight) await finish(inFlight);
  } catch (error) {
    // The batch sent last may still be on its way: the transaction is rolled back only once
    // it has settled, or its statements would run after the rollback, outside it.
    await inFlight?.done.catch(() => undefined);
    throw error;
  }
}

/** The bills a batch's items are of, each once, in order. */
function billsIn(items: readonly ChargeItem[]): ScheduleBill[] {
  return [...new Set(items.map((item) => item.bill))];
}

/** Turns a batch's items into charges, with each schedule's message and due date. */
function chargeMaker(
  deps: InvoiceRunDeps,
  trx: Db,
  bills: readonly ScheduleBill[],
  billingDate: string,
  payees: Awaited<ReturnType<typeof payeesOf>>,
  now: Date,
) {
  const made = new Map(
    bills.map((bill) => {
      const { schedule } = bill;
      const dueDate = dueDateOf({ rule: schedule.due_rule, days: schedule.due_days }, billingDate);
      const payee = payees.get(schedule.organization_id)!;
      const balances = new Map(bill.tenants.map((t) => [t.id, Number(t.balance_cents)]));
      const render = messageRenderer(schedule, billingDate, dueDate, payee, balances);
      const linked = languagesWithTenantLink(schedule);
      return [bill, { dueDate, render, linked, held: payee.paybill === null }] as const;
    }),
  );
  return async (batch: readonly ChargeItem[]) => {
    const links = new Map<string, string>();
    for (const bill of billsIn(batch)) {
      const billables = batch.filter((item) => item.bill === bill).map((item) => item.billable);
      const linked = made.get(bill)!.linked;
      for (const [id, url] of await tenantLinksOf(deps, trx, bill.schedule, linked, billables, now))
        links.set(id, url);
    }
    return batch.map(({ bill, billable: { tenant, cents, months }, number }): NumberedCharge => {
      const { schedule } = bill;
      const { dueDate, render, held } = made.get(bill)!;
      return {
        organizationId: schedule.organization_id,
        number,
        tenant,
        invoiceType: schedule.invoice_type,
        amountCents: cents,
        billingDate,
        dueDate,
        months,
        scheduleId: schedule.id,
        // Read with the tenant (tenantsToBill): the rental's tenants only.
        rentalId: schedule.rental_id,
        held,
        message: (n) => render(tenant, cents, n, links.get(tenant.id)),
        whatsapp: (n) => render.whatsapp(tenant, cents, n, links.get(tenant.id)),
      };
    });
  };
}

/**
 * The page links of the batch's tenants whose message has {tenantlink}: their link, or a new
 * one made in the run's transaction (sendableTenantLinks), so a rolled-back date leaves none.
 */
async function tenantLinksOf(
  deps: InvoiceRunDeps,
  trx: Db,
  schedule: { id: string; organization_id: string },
  languages: ReadonlySet<Language>,
  batch: readonly Billable[],
  now: Date,
): Promise<Map<string, string>> {
  const tenants = batch.map((b) => b.tenant).filter((tenant) => languages.has(tenant.language));
  if (tenants.length === 0) return new Map();
  if (!deps.tenantLinks) {
    throw new Error(`Schedule ${schedule.id} sends {tenantlink}, but no secrets key was given`);
  }
  const actor = systemActor(schedule.organization_id, 'Invoice run');
  const { urls } = await sendableTenantLinks(trx, deps.tenantLinks, actor, tenants, now);
  return urls;
}
