import type { IncomingSmsOutcome } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { reportRepairByText } from '../repairs/index.js';
import {
  insertIncomingSms,
  markIncomingAnswered,
  storedPhoneForms,
  tenantsByPhone,
} from '../sms/index.js';
import type { IncomingResult } from './balance-answer.js';
import { incomingRow, type IncomingSmsFields } from './incoming-row.js';

/** Reports a phone may make an hour, by SMS and by WhatsApp together. */
export const repairReportsPerHour: RateLimit = { max: 5, windowMs: 60 * 60_000 };

/**
 * The one home of "REPAIR <text>" / "TENGENEZA <text>" (issue 32; by WhatsApp, decision
 * 0074): both inbound paths, Africa's Talking's incoming SMS and the WhatsApp webhook, hand
 * the words (`repairCommandText`) here with the message, its way in `fields.via`.
 *
 * A repair for the current tenant on that phone (their first house), recorded with the tenant
 * as the Actor, its reference sent back the way it came (by WhatsApp as free text, SMS once if
 * refused) unless they opted out. The message is stored in `incoming_sms` in the caller's
 * transaction with the repair: its provider id (unique per organization) applies it once,
 * however often the provider repeats it. At most 5 an hour per phone and organization, one
 * count whichever way they wrote; a phone of no current tenant makes none.
 */
export async function receiveRepair(
  trx: Db,
  organizationId: string,
  fields: IncomingSmsFields,
  description: string,
  now: Date,
): Promise<IncomingResult> {
  const phone = storedPhoneForms(fields.from);
  const tenants = phone ? await tenantsByPhone(trx, organizationId, phone.forms) : [];
  const current = tenants.find((tenant) => tenant.status === 'current');
  const outcome: IncomingSmsOutcome = !tenants[0]
    ? 'unknown_sender'
    : !current
      ? 'former_tenant'
      : 'rate_limited';
  // Until the repair is recorded below, in this same transaction.
  const row = incomingRow(
    organizationId,
    fields,
    now,
    (current ?? tenants[0])?.id ?? null,
    outcome,
  );
  const { id } = row;
  const stored = await insertIncomingSms(trx, row);
  if (!stored) return 'duplicate';
  if (!current || !phone) return outcome;
  // Named `sms-repair` since reports came by SMS only; kept so counts survive the change.
  const key = `sms-repair:${organizationId}:${phone.msisdn}`;
  if (!(await takeRateSlot(trx, key, repairReportsPerHour, now))) return 'rate_limited';
  const via = fields.via ?? 'sms';
  const reported = await reportRepairByText(trx, organizationId, current.id, description, via, now);
  if (!reported) return 'former_tenant';
  await markIncomingAnswered(trx, id, reported.smsId, 'repair_reported');
  return 'repair_reported';
}
