import { nairobiDate } from '@rental/shared/dates';
import { msg } from '@rental/shared/message-catalogue';
import { validationMessages as m } from '@rental/shared/messages';
import type { InvoiceRunResult } from '@rental/shared/schemas/invoices';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';
import { runDueInvoices, type InvoiceRunDeps } from './run-service.js';

/**
 * The day a run by hand bills up to: today in Nairobi by default, or a past day to catch up.
 * A later day is refused: it would bill months ahead (a year 9999 date: 120 months per call)
 * and text tenants invoices for months they have not lived yet.
 */
export function runDateByHand(date: string | undefined, now: Date): string {
  const today = nairobiDate(now);
  if (date === undefined) return today;
  if (date > today)
    throw new AppError('validation', m.invoiceRunDateFuture, { date: m.invoiceRunDateFuture });
  return date;
}

/**
 * The owner's "run now" for their organization. The run is one transaction per schedule and
 * billing date (so a long catch-up never holds a lock for long), hence its log entry is
 * written once the run is done, with what it billed.
 */
export async function runInvoicesByHand(
  deps: InvoiceRunDeps,
  actor: Actor,
  date: string | undefined,
): Promise<InvoiceRunResult> {
  requirePermission(actor, 'billing.setup', msg('error.invoiceRunOwnerOnly'));
  const today = runDateByHand(date, deps.clock());
  const result = await runDueInvoices(deps, { today, organizationId: actor.organizationId });
  await recordActivity(
    deps.db,
    actor,
    {
      kind: 'invoice_run',
      details: {
        date: result.date,
        invoices: result.invoices,
        schedules: result.schedules,
        messages: result.messages,
      },
    },
    deps.clock(),
  );
  return result;
}
