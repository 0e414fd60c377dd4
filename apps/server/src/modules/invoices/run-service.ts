import { nextBillingDate } from '@rental/shared/billing-dates';
import { nairobiDate, nairobiDayEnd } from '@rental/shared/dates';
import { dueDateOf } from '@rental/shared/due-dates';
import type { Language } from '@rental/shared/enums';
import type { InvoiceRunResult } from '@rental/shared/schemas/invoices';
import type { Db } from '../../db/connection.js';
import { lockOrganization, tryLockOrganization } from '../../db/locks.js';
import type { Clock } from '../../lib/clock.js';
import { forEachLimited } from '../../lib/for-each-limited.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { payeeOf } from '../organization/index.js';
import { subscriptionLapsed } from '../plans/index.js';
import { chargesPerBatch, reserveInvoiceNumbers, writeCharges } from '../ledger/index.js';
import { systemActor } from '../access/index.js';
import { sendableTenantLinks, type TenantLinkKeys } from '../tenants/index.js';
import {
  billables,
  languagesWithTenantLink,
  messageRenderer,
  withinPlanLimit,
  type Billable,
} from './invoice-lines.js';
import { advanceSchedule, dueScheduleRows, tenantsToBill } from './run-repository.js';
import { markReadingsBilled } from '../readings/index.js';
import { emptyAmountReason, recordScheduleRun, type RunOutcome } from './run-results.js';
import { lockScheduleRow } from './settings-repository.js';

export interface InvoiceRunDeps {
  db: Db;
  clock: Clock;
  /**
   * The secrets key and public URL of tenants' page links, for messages with {tenantlink}:
   * without them such a schedule fails (and is tried again), never sends a broken link.
   */
  tenantLinks?: TenantLinkKeys;
}

export interface InvoiceRunProgress {
  scheduleId: string;
  billingDate: string;
  /** Invoices written so far for this billing date, and how many it will have. */
  invoices: number;
  of: number;
}

export interface InvoiceRunOptions {
  /** The day to bill up to (YYYY-MM-DD); today in Africa/Nairobi by default. */
  today?: string;
  /** Only this organization's schedules (the API's "run now"); all by default. */
  organizationId?: string;
  /** Called inside the transaction after each batch of invoices and their SMS. */
  onProgress?: (progress: InvoiceRunProgress) => void | Promise<void>;
  /**
   * Told of a schedule whose billing failed (its date is rolled back and left for the next
   * run); the run goes on with the other schedules. Without it, the first failure is thrown
   * once the others are billed.
   */
  onScheduleError?: (scheduleId: string, error: unknown) => void;
  /**
   * Shutdown: once aborted, the run starts no other billing date (the one in progress
   * commits); the dates left are billed by the next run.
   */
  signal?: AbortSignal;
  /**
   * The timer's run: an organization whose writers hold its lock (most often another server
   * billing it) is passed over, not waited for. Both servers' timers fire together on the 1st
   * and read the same due list in the same order; waiting, each would queue behind the other
   * at every organization, and two servers would bill no faster than one. What is passed over
   * is billed by the holder, or by a later round or run.
   */
  skipBusy?: boolean;
  /**
   * Organizations billed at once, each on its own connection; one organization's schedules
   * always one after another, in the due list's order (its reminders after its bills). 1 by
   * default; the timer on PostgreSQL bills several: on the 1st, thousands of small
   * organizations are due, each run a few dozen round trips, and one at a time the run waits
   * on each of them while payments and SMS share the database.
   */
  organizationsAtOnce?: number;
}

type DueSchedule = Awaited<ReturnType<typeof dueScheduleRows>>[number];

/** A batch whose INSERTs were sent: its invoices, settled by `done`, and how many are sent so far. */
type WrittenBatch = ReturnType<typeof writeCharges> & { end: number };

/** A schedule missing more dates than this goes on at the next run (the next minute). */
const maxRoundsPerRun = 120;

/**
 * Bills every schedule due on or before `today`. It goes in rounds, each billing one date of
 * every due schedule, oldest date first and reminders (Pending Bill) after the bills of the
 * same date; so a server that was down catches up on the dates it missed in the order they
 * fell. Each billing date of a schedule is one transaction: its invoices, their SMS in the
 * outbox, the water readings they bill and the schedule's next date are stored together or
 * not at all. Organizations whose owner is deactivated or whose subscription lapsed are
 * skipped without advancing: they catch up once active again. A schedule that fails is not
 * tried again in this run, and never holds up the others: one landlord's broken schedule must
 * not stop every other landlord's billing.
 */
export async function runDueInvoices(
  deps: InvoiceRunDeps,
  options: InvoiceRunOptions = {},
): Promise<InvoiceRunResult> {
  const now = deps.clock();
  const today = options.today ?? nairobiDate(now);
  const result: InvoiceRunResult = { date: today, schedules: 0, invoices: 0, messages: 0 };
  const billedSchedules = new Set<string>();
  const failures = new Map<string, unknown>();
  // Stopped (shutdown): the dates not started are left for the next run.
  for (let round = 0; round < maxRoundsPerRun; round++) {
    const due = await dueScheduleRows(deps.db, today, options.organizationId);
    let billedThisRound = 0;
    const billOrganization = async (schedules: readonly DueSchedule[]) => {
      for (const schedule of schedules) {
        if (await stopRequested(options.signal)) return;
        if (failures.has(schedule.id) || subscriptionLapsed(schedule, now)) continue;
        const billed = await billNextDate(deps, schedule, today, options).catch(
          (error: unknown) => {
            failures.set(schedule.id, error);
            options.onScheduleError?.(schedule.id, error);
            return null;
          },
        );
        if (!billed) continue;
        billedThisRound += 1;
        billedSchedules.add(schedule.id);
        result.invoices += billed.invoices;
        result.messages += billed.messages;
      }
    };
    const atOnce = options.organizationsAtOnce ?? 1;
    await forEachLimited(byOrganization(due), atOnce, options.signal, billOrganization);
    if (billedThisRound === 0 || (await stopRequested(options.signal))) break;
  }
  result.schedules = billedSchedules.size;
  const [firstFailure] = failures.values();
  if (failures.size > 0 && !options.onScheduleError) throw firstFailure;
  return result;
}

/** The due schedules by organization, in the list's order (each first seen), keeping theirs. */
function byOrganization(due: readonly DueSchedule[]): DueSchedule[][] {
  const groups = new Map<string, DueSchedule[]>();
  for (const schedule of due) {
    const group = groups.get(schedule.organization_id);
    if (group) group.push(schedule);
    else groups.set(schedule.organization_id, [schedule]);
  }
  return [...groups.values()];
}

/** Bills the schedule's next billing date if it is due; null when there is nothing to do. */
function billNextDate(
  deps: InvoiceRunDeps,
  due: { id: string; organization_id: string },
  today: string,
  { onProgress, skipBusy }: InvoiceRunOptions,
) {
  return deps.db.transaction().execute(async (trx) => {
    if (!skipBusy) await lockOrganization(trx, due.organization_id);
    else if (!(await tryLockOrganization(trx, due.organization_id))) return null;
    // Read again under the lock: another process may have billed this date meanwhile.
    const schedule = await lockScheduleRow(trx, due.organization_id, due.id);
    if (!schedule || schedule.next_billing_date > today) return null;
    const now = deps.clock();
    const billingDate = schedule.next_billing_date;
    const readingsBefore = nairobiDayEnd(billingDate);
    const tenants = await tenantsToBill(trx, schedule, billingDate);
    const all = await billables(trx, schedule, tenants, billingDate, readingsBefore);
    const { allowed, note } = await withinPlanLimit(
      trx,
      schedule.organization_id,
      all,
      billingDate,
    );

    const outcome: RunOutcome = {
      billed: allowed.length,
      skipped: {
        [emptyAmountReason(schedule.invoice_type)]: tenants.length - all.length,
        plan_limit: all.length - allowed.length,
      },
      held: {},
    };

    if (allowed.length > 0) {
      const dueDate = dueDateOf({ rule: schedule.due_rule, days: schedule.due_days }, billingDate);
      const payee = await payeeOf(trx, schedule.organization_id);
      // Without a paybill the SMS would ask for payment with nowhere to pay: held, not sent.
      const held = payee.paybill === null;
      if (held) outcome.held.paybill_not_set = allowed.length;
      const render = messageRenderer(
        schedule,
        billingDate,
        dueDate,
        payee,
        new Map(tenants.map((tenant) => [tenant.id, Number(tenant.balance_cents)])),
      );
      const linked = languagesWithTenantLink(schedule);
      const first = await reserveInvoiceNumbers(trx, schedule.organization_id, allowed.length);
      // A batch's INSERTs are sent before the one before it is awaited, so the database writes
      // while the next batch is built (writeCharges); each is finished in order.
      const finish = async (written: WrittenBatch) => {
        await written.done;
        if (schedule.invoice_type === 'Water Invoice Bill') {
          const billed = written.rows.map((i) => ({ tenantId: i.tenant_id, invoiceId: i.id }));
          await markReadingsBilled(trx, schedule.organization_id, readingsBefore, billed);
        }
        await onProgress?.({
          scheduleId: schedule.id,
          billingDate,
          invoices: written.end,
          of: allowed.length,
        });
      };
      let inFlight: WrittenBatch | undefined;
      try {
        for (let start = 0; start < allowed.length; start += chargesPerBatch) {
          const batch = allowed.slice(start, start + chargesPerBatch);
          const links = await tenantLinksOf(deps, trx, schedule, linked, batch, now);
          const written = writeCharges(
            trx,
            schedule.organization_id,
            batch.map(({ tenant, cents, months }) => ({
              tenant,
              invoiceType: schedule.invoice_type,
              amountCents: cents,
              billingDate,
              dueDate,
              months,
              scheduleId: schedule.id,
              // Read with the tenant (tenantsToBill): the rental's tenants only.
              rentalId: schedule.rental_id,
              message: (number) => render(tenant, cents, number, links.get(tenant.id)),
              whatsapp: (number) => render.whatsapp(tenant, cents, number, links.get(tenant.id)),
            })),
            first + start,
            { sendSms: true, held },
            now,
          );
          const earlier = inFlight;
          inFlight = { ...written, end: start + batch.length };
          if (earlier) await finish(earlier);
        }
        if (inFlight) await finish(inFlight);
      } catch (error) {
        // The batch sent last may still be on its way: the transaction is rolled back only
        // once it has settled, or its statements would run after the rollback, outside it.
        await inFlight?.done.catch(() => undefined);
        throw error;
      }
    }

    await recordScheduleRun(
      trx,
      {
        organizationId: schedule.organization_id,
        scheduleId: schedule.id,
        billingDate,
        ranAt: now.toISOString(),
      },
      outcome,
    );
    await advanceSchedule(trx, schedule.organization_id, schedule.id, {
      next_billing_date: nextBillingDate(
        schedule.start_date,
        schedule.billing_frequency,
        billingDate,
      ),
      last_run_note: note,
      updated_at: now.toISOString(),
    });
    return { invoices: allowed.length, messages: allowed.length };
  });
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
