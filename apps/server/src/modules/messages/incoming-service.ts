import type { IncomingSmsOutcome } from '@rental/shared/enums';
import { msg } from '@rental/shared/message-catalogue';
import type { IncomingSms } from '@rental/shared/schemas/sms';
import type { Db } from '../../db/connection.js';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { repairCommandText, reportRepairBySms } from '../repairs/index.js';
import { answerBalance, type IncomingResult } from './balance-answer.js';
import { incomingRow, type IncomingSmsFields } from './incoming-row.js';
import { receiveTenantCommand, tenantCommandOf } from './channel-command.js';
import {
  organizationOfSecret,
  insertIncomingSms,
  listIncomingRows,
  markIncomingAnswered,
  tenantsByPhone,
  type IncomingRow,
  storedPhoneForms,
  decodeCursor,
  encodeCursor,
} from '../sms/index.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * Messages Africa's Talking posts to an organization's secret path: REPAIR, the keywords of
 * channel-command.ts, and BAL / SALIO (balance-answer.ts), each stored once with what was done.
 */

interface Deps {
  db: Db;
  clock: Clock;
}

/** Receives one message posted to `/api/sms/incoming/<secret>`; 404 for an unknown secret. */
export async function receiveIncomingSms(
  deps: Deps,
  secret: string,
  fields: IncomingSmsFields,
): Promise<IncomingResult> {
  const organizationId = await organizationOfSecret(deps.db, secret);
  if (!organizationId) throw notFound('Page');
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    // Everything below uses the transaction: on SQLite it holds the only connection.
    const repairText = repairCommandText(fields.text);
    if (repairText !== null) {
      return receiveRepair(trx, organizationId, fields, repairText, now);
    }
    const command = tenantCommandOf(fields.text);
    if (command !== null) {
      return receiveTenantCommand(trx, organizationId, fields, command, now);
    }
    return answerBalance(trx, organizationId, fields, now);
  });
}

export const repairReportsPerHour: RateLimit = { max: 5, windowMs: 60 * 60_000 };

/**
 * "REPAIR <text>" / "TENGENEZA <text>" (issue 32): a repair for the current tenant on that
 * phone (their first house), with its reference texted back unless they opted out of SMS.
 * Stored with the message like a balance answer; at most 5 an hour per phone; a phone of no
 * current tenant makes none.
 */
async function receiveRepair(
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
  const key = `sms-repair:${organizationId}:${phone.msisdn}`;
  if (!(await takeRateSlot(trx, key, repairReportsPerHour, now))) return 'rate_limited';
  const reported = await reportRepairBySms(trx, organizationId, current.id, description, now);
  if (!reported) return 'former_tenant';
  await markIncomingAnswered(trx, id, reported.smsId, 'repair_reported');
  return 'repair_reported';
}

function toIncomingSms(row: IncomingRow): IncomingSms {
  return {
    messageid: row.id,
    phonenumber: row.phone,
    to: row.short_code,
    text: row.text,
    tenantid: row.tenant_id,
    sender:
      row.kind === null
        ? null
        : tenantDisplayName({
            kind: row.kind,
            firstname: row.firstname ?? '',
            lastname: row.lastname ?? '',
            businessname: row.businessname,
          }),
    outcome: row.outcome,
    channel: row.channel,
    replyid: row.reply_message_id,
    replystatus: row.reply_status,
    receivedat: row.created_at,
  };
}

/** Messages received by the organization, newest first, a page at a time. */
export async function listIncomingSms(
  deps: Deps,
  organizationId: string,
  query: { limit: number; before?: string },
) {
  const before = query.before ? decodeCursor(query.before) : undefined;
  if (query.before && !before) throw new AppError('bad_request', msg('error.smsPageCursorInvalid'));
  const rows = await listIncomingRows(deps.db, organizationId, { limit: query.limit, before });
  const last = rows.at(-1);
  return {
    messages: rows.map(toIncomingSms),
    nextcursor: last && rows.length === query.limit ? encodeCursor(last) : null,
  };
}
