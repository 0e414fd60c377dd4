import type { Db } from '../../db/connection.js';
import type { InvoiceSchedulesTable } from '../../db/types.js';
import { recordActivity, recordUpdate } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { activityAmount } from '@rental/shared/activity';

type LoggedSchedule = Pick<
  InvoiceSchedulesTable,
  | 'id'
  | 'invoice_type'
  | 'billing_frequency'
  | 'start_date'
  | 'next_billing_date'
  | 'message'
  | 'message_sw'
  | 'service_charge_cents'
> & { rentalName: string };

/** The schedule's fields as the form shows them; the SMS text (up to six parts) is apart. */
function shown(schedule: LoggedSchedule) {
  return {
    invoicetype: schedule.invoice_type,
    rental: schedule.rentalName,
    billingfrequency: schedule.billing_frequency,
    startdate: schedule.start_date,
    nextbillingdate: schedule.next_billing_date,
    servicecharge: activityAmount(Number(schedule.service_charge_cents)),
  };
}

const entity = (schedule: LoggedSchedule) => ({
  entity: 'invoice_schedule',
  entityId: schedule.id,
});

export function logScheduleCreated(trx: Db, actor: Actor, schedule: LoggedSchedule, at: Date) {
  const details = { name: schedule.invoice_type, rental: schedule.rentalName };
  return recordActivity(trx, actor, { kind: 'schedule_created', ...entity(schedule), details }, at);
}

export function logScheduleUpdated(
  trx: Db,
  actor: Actor,
  before: LoggedSchedule,
  after: LoggedSchedule,
  at: Date,
) {
  const details = { name: after.invoice_type, rental: after.rentalName };
  const fields = {
    before: shown(before),
    after: shown(after),
    // The messages would swamp the line: they are said to have changed, not quoted.
    unshown: [
      ...(before.message !== after.message ? ['message'] : []),
      ...((before.message_sw ?? null) !== (after.message_sw ?? null) ? ['messagesw'] : []),
    ],
  };
  const entry = { kind: 'schedule_updated', ...entity(after), details } as const;
  return recordUpdate(trx, actor, entry, fields, at);
}

export function logScheduleDeleted(trx: Db, actor: Actor, schedule: LoggedSchedule, at: Date) {
  const details = { name: schedule.invoice_type, rental: schedule.rentalName };
  return recordActivity(trx, actor, { kind: 'schedule_deleted', ...entity(schedule), details }, at);
}
