import { nairobiDate } from '@rental/shared/dates';
import type { InvoiceRunResult } from '@rental/shared/schemas/invoices';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { forEachLimited } from '../../lib/for-each-limited.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { subscriptionLapsed } from '../plans/index.js';
import type { TenantLinkKeys } from '../tenants/index.js';
import { billDueDate, type Billed, type DueSchedule } from './bill-date.js';
import { dueScheduleRows } from './run-repository.js';
import { byTenants, chunksByShard, schedulesPerOrganization } from './run-groups.js';

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
  /**
   * Organizations whose schedules due the same date are billed in one transaction (billDueDate),
   * up to `tenantsPerTransaction` tenants between them; 1 by default. The timer on PostgreSQL
   * bills several: most landlords' organizations are small, and billing one costs some twenty
   * statements whatever its size.
   */
  organizationsPerTransaction?: number;
}

/** A schedule missing more dates than this goes on at the next run (the next minute). */
const maxRoundsPerRun = 120;

/**
 * Bills every schedule due on or before `today`. It goes in rounds, each billing one date of
 * every due schedule, oldest date first and reminders (Pending Bill) after the bills of the
 * same date; so a server that was down catches up on the dates it missed in the order they
 * fell. Each billing date of a schedule is one transaction (with other organizations'
 * schedules of the same date: organizationsPerTransaction): its invoices, their SMS in the
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
  const perTransaction = options.organizationsPerTransaction ?? 1;
  // Stopped (shutdown): the dates not started are left for the next run.
  for (let round = 0; round < maxRoundsPerRun; round++) {
    const due = await dueScheduleRows(deps.db, today, {
      organizationId: options.organizationId,
      countTenants: perTransaction > 1,
    });
    let billedThisRound = 0;
    /** Bills the schedules' date together; if that fails, each alone, so one fails alone. */
    const bill = async (schedules: readonly DueSchedule[]): Promise<void> => {
      const billed = await billDueDate(deps, schedules, today, options).catch((error: unknown) => {
        if (schedules.length > 1) return null;
        failures.set(schedules[0]!.id, error);
        options.onScheduleError?.(schedules[0]!.id, error);
        return new Map<string, Billed>();
      });
      // One landlord's broken schedule must not stop the others billed with it.
      if (!billed) {
        for (const schedule of schedules) await bill([schedule]);
        return;
      }
      for (const [scheduleId, { invoices, messages }] of billed) {
        billedThisRound += 1;
        billedSchedules.add(scheduleId);
        result.invoices += invoices;
        result.messages += messages;
      }
    };
    /** Bills the organizations' schedules, each one's in the due list's order. */
    const billOrganizations = async (organizations: readonly DueSchedule[][]) => {
      const waiting = organizations.map((schedules) => [...schedules]);
      for (;;) {
        if (await stopRequested(options.signal)) return;
        const next = waiting.flatMap((schedules) => {
          while (schedules.length > 0) {
            const schedule = schedules[0]!;
            if (!failures.has(schedule.id) && !subscriptionLapsed(schedule, now)) break;
            schedules.shift();
          }
          return schedules.length > 0 ? [schedules[0]!] : [];
        });
        if (next.length === 0) return;
        // The earliest date first: each organization's dates in the order they fell.
        const date = next.map((schedule) => schedule.next_billing_date).sort()[0];
        const dated = next.filter((schedule) => schedule.next_billing_date === date);
        for (const schedules of waiting) {
          if (dated.includes(schedules[0]!)) schedules.shift();
        }
        for (const together of byTenants(dated)) await bill(together);
      }
    };
    const organizations = chunksByShard(schedulesPerOrganization(due), perTransaction);
    const atOnce = options.organizationsAtOnce ?? 1;
    await forEachLimited(organizations, atOnce, options.signal, billOrganizations);
    if (billedThisRound === 0 || (await stopRequested(options.signal))) break;
  }
  result.schedules = billedSchedules.size;
  const [firstFailure] = failures.values();
  if (failures.size > 0 && !options.onScheduleError) throw firstFailure;
  return result;
}
