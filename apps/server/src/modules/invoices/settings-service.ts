import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/dates';
import { defaultDueRule, type DueRule } from '@rental/shared/due-dates';
import type { BillingFrequency } from '@rental/shared/enums';
import { validationMessages } from '@rental/shared/messages';
import { currentDefaultInvoiceMessage } from '@rental/shared/invoice-message';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type {
  InvoiceSetting,
  InvoiceSettingValues,
  invoiceSettingUpdateSchema,
} from '@rental/shared/schemas/invoice-settings';
import type { ScheduleRun } from '@rental/shared/schemas/schedule-runs';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../access/index.js';
import { saveProgress } from '../onboarding/index.js';
import { latestScheduleRuns, listScheduleRuns, toScheduleRun } from './run-results.js';
import { logScheduleCreated, logScheduleDeleted, logScheduleUpdated } from './schedule-activity.js';
import {
  deleteSchedule,
  findScheduleRow,
  insertSchedule,
  listScheduleRows,
  lockScheduleRow,
  rentalOfOrganization,
  updateSchedule,
  type ScheduleRow,
} from './settings-repository.js';

export interface InvoiceSettingsDeps {
  db: Db;
  clock: Clock;
}

type ScheduleValues = z.output<typeof invoiceSettingUpdateSchema>;

function toInvoiceSetting(row: ScheduleRow, lastrun: ScheduleRun | undefined): InvoiceSetting {
  return {
    settingid: row.id,
    settingdata: {
      invoicetype: row.invoice_type,
      rentalid: row.rental_id,
      billingfrequency: row.billing_frequency,
      startdate: row.start_date,
      nextbillingdate: row.next_billing_date,
      // An earlier built-in default reads as the current one (what the run sends).
      invoicemessage: currentDefaultInvoiceMessage(row.message),
      messagesw: currentDefaultInvoiceMessage(row.message_sw),
      servicecharge: centsToKes(Number(row.service_charge_cents)),
      duerule: row.due_rule,
      duedays: Number(row.due_days),
    },
    rentalname: row.rental_name,
    lastrunnote: row.last_run_note,
    lastrun: lastrun ?? null,
  };
}

function startDateError(message: string) {
  return new AppError('validation', message, { startdate: message });
}

async function requireRental(db: Db, organizationId: string, rentalId: string) {
  const rental = await rentalOfOrganization(db, organizationId, rentalId);
  if (!rental) throw notFound('Rental');
  return rental;
}

/**
 * The columns the form sets; a service charge is kept only on a Service Charge Bill. A due
 * rule or Kiswahili message not given stays as it was (`current`), or is the default (none)
 * for a new schedule: a client that does not know `messagesw` never erases it.
 */
function scheduleColumns(
  values: ScheduleValues,
  current: DueRule = defaultDueRule,
  currentMessageSw: string | null = null,
) {
  const rule = values.duerule ?? (values.duedays === undefined ? current.rule : 'day_of_month');
  const days = values.duedays ?? (rule === current.rule ? current.days : defaultDueRule.days);
  return {
    due_rule: rule,
    due_days: days,
    rental_id: values.rentalid,
    invoice_type: values.invoicetype,
    billing_frequency: values.billingfrequency as BillingFrequency,
    message: values.invoicemessage,
    message_sw: values.messagesw === undefined ? currentMessageSw : values.messagesw,
    service_charge_cents:
      values.invoicetype === 'Service Charge Bill' ? kesToCents(values.servicecharge) : 0,
  };
}

export async function getInvoiceSettings(deps: InvoiceSettingsDeps, organizationId: string) {
  const rows = await listScheduleRows(deps.db, organizationId);
  const runs = await latestScheduleRuns(
    deps.db,
    organizationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInvoiceSetting(row, runs.get(row.id)));
}

export async function getInvoiceSetting(
  deps: InvoiceSettingsDeps,
  organizationId: string,
  scheduleId: string,
): Promise<InvoiceSetting> {
  const row = await findScheduleRow(deps.db, organizationId, scheduleId);
  if (!row) throw notFound('Invoice setting');
  const runs = await latestScheduleRuns(deps.db, organizationId, [scheduleId]);
  return toInvoiceSetting(row, runs.get(scheduleId));
}

/** What each run of the schedule did, newest first. */
export async function getScheduleRuns(
  deps: InvoiceSettingsDeps,
  organizationId: string,
  scheduleId: string,
  limit: number,
): Promise<ScheduleRun[]> {
  if (!(await findScheduleRow(deps.db, organizationId, scheduleId))) {
    throw notFound('Invoice setting');
  }
  const rows = await listScheduleRuns(deps.db, organizationId, scheduleId, limit);
  return rows.map(toScheduleRun);
}

/**
 * Schedules an invoice: the first billing date is the start date, today (Africa/Nairobi) or
 * later. `register` (onboarding) also moves the organization past the invoices step.
 */
export async function createInvoiceSetting(
  deps: InvoiceSettingsDeps,
  actor: Actor,
  values: InvoiceSettingValues,
): Promise<InvoiceSetting> {
  const { organizationId } = actor;
  const now = deps.clock();
  if (values.startdate < nairobiDate(now)) {
    throw startDateError(validationMessages.startdatePast);
  }
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    const rental = await requireRental(trx, organizationId, values.rentalid);
    const row = {
      id,
      organization_id: organizationId,
      ...scheduleColumns(values),
      start_date: values.startdate,
      next_billing_date: values.startdate,
      last_run_note: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    await insertSchedule(trx, row);
    await logScheduleCreated(trx, actor, { ...row, rentalName: rental.name }, now);
    if (values.register) await saveProgress(trx, organizationId, 'subscription');
  });
  return getInvoiceSetting(deps, organizationId, id);
}

/**
 * Edits a schedule. Before its start date the start may move (still today or later) and the
 * next billing date moves with it. Once the start date is past, invoicing has started: the
 * start date is locked and the next billing date stays, whatever else changes (a new
 * frequency applies from the next billing date on).
 */
export async function updateInvoiceSetting(
  deps: InvoiceSettingsDeps,
  actor: Actor,
  scheduleId: string,
  values: ScheduleValues,
): Promise<InvoiceSetting> {
  const { organizationId } = actor;
  const now = deps.clock();
  const today = nairobiDate(now);
  await deps.db.transaction().execute(async (trx) => {
    const existing = await lockScheduleRow(trx, organizationId, scheduleId);
    if (!existing) throw notFound('Invoice setting');
    const started = existing.start_date < today;
    const startChanged = values.startdate !== existing.start_date;
    if (started && startChanged) throw startDateError(validationMessages.startdateLocked);
    if (!started && values.startdate < today) {
      throw startDateError(validationMessages.startdatePast);
    }
    const rental = await requireRental(trx, organizationId, values.rentalid);
    const changes = {
      ...scheduleColumns(
        values,
        { rule: existing.due_rule, days: Number(existing.due_days) },
        existing.message_sw,
      ),
      start_date: values.startdate,
      next_billing_date: startChanged ? values.startdate : existing.next_billing_date,
      updated_at: now.toISOString(),
    };
    await updateSchedule(trx, organizationId, scheduleId, changes);
    const before = await rentalOfOrganization(trx, organizationId, existing.rental_id);
    await logScheduleUpdated(
      trx,
      actor,
      { ...existing, rentalName: before?.name ?? '' },
      { ...existing, ...changes, rentalName: rental.name },
      now,
    );
  });
  return getInvoiceSetting(deps, organizationId, scheduleId);
}

/** Sent invoices stay (they are in tenants' ledgers); they only lose their schedule link. */
export async function removeInvoiceSetting(
  deps: InvoiceSettingsDeps,
  actor: Actor,
  scheduleId: string,
) {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    const row = await findScheduleRow(trx, organizationId, scheduleId);
    if (!row || !(await deleteSchedule(trx, organizationId, scheduleId))) {
      throw notFound('Invoice setting');
    }
    await logScheduleDeleted(trx, actor, { ...row, rentalName: row.rental_name }, deps.clock());
  });
}
