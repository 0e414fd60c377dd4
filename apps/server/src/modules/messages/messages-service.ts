import { randomUUID } from 'node:crypto';
import { nairobiDate, nairobiDayStart } from '@rental/shared/dates';
import { msg } from '@rental/shared/message-catalogue';
import type { SmsMessage, SmsMessageStatusFilter } from '@rental/shared/schemas/sms';
import { AppError, notFound } from '../../lib/app-error.js';
import type { SessionContext } from '../auth/index.js';
import {
  channelTotals,
  deliverClaimed,
  findMessageRow,
  listMessageRows,
  requeueFailed,
  tenantExists,
  claimDue,
  queueSms,
  decodeCursor,
  encodeCursor,
  toSmsMessage,
  type SmsDeps,
  testMessageTexts,
} from '../sms/index.js';
import { invoicePaidError, refreshInvoiceTexts } from './late-invoices.js';

export async function listMessages(
  deps: SmsDeps,
  organizationId: string,
  query: { status?: SmsMessageStatusFilter; tenantid?: string; limit: number; before?: string },
) {
  if (query.tenantid && !(await tenantExists(deps.db, organizationId, query.tenantid))) {
    throw notFound('Tenant');
  }
  const before = query.before ? decodeCursor(query.before) : undefined;
  if (query.before && !before) throw new AppError('bad_request', msg('error.smsPageCursorInvalid'));
  const rows = await listMessageRows(deps.db, organizationId, {
    status: query.status,
    tenantId: query.tenantid,
    limit: query.limit,
    before,
  });
  const last = rows.at(-1);
  return {
    messages: rows.map(toSmsMessage),
    nextcursor: last && rows.length === query.limit ? encodeCursor(last) : null,
    // With the first page only: the next pages are the same month's.
    ...(before
      ? {}
      : {
          totals: await channelTotals(
            deps.db,
            organizationId,
            monthOf(deps.clock()),
            query.tenantid,
          ),
        }),
  };
}

/** The Nairobi calendar month of `now`: the period the Messages screen's totals cover. */
function monthOf(now: Date) {
  const month = nairobiDate(now).slice(0, 7);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return {
    month,
    fromAt: nairobiDayStart(`${month}-01`),
    toAt: nairobiDayStart(`${next}-01`),
  };
}

export async function messageOf(
  deps: SmsDeps,
  organizationId: string,
  id: string,
): Promise<SmsMessage> {
  const row = await findMessageRow(deps.db, organizationId, id);
  if (!row) throw notFound('Message');
  return toSmsMessage(row);
}

/**
 * Only a failed message goes back to the queue, as a new one (attempts from 0). An invoice's
 * SMS says what the invoice asks for now (late-invoices.ts): refused once it is paid in full.
 */
export async function resendMessage(deps: SmsDeps, organizationId: string, id: string) {
  const clock = deps.clock();
  const now = clock.toISOString();
  const requeued = await deps.db.transaction().execute(async (trx) => {
    if (!(await requeueFailed(trx, organizationId, id, now))) return false;
    const row = await findMessageRow(trx, organizationId, id);
    const late = await refreshInvoiceTexts(trx, organizationId, row ? [row] : [], clock);
    const [paid] = late.paid;
    if (paid?.invoice_id) throw await invoicePaidError(trx, organizationId, paid.invoice_id);
    return true;
  });
  if (!requeued) {
    await messageOf(deps, organizationId, id);
    throw new AppError('conflict', msg('error.smsResendFailedOnly'));
  }
  return messageOf(deps, organizationId, id);
}

/**
 * Sends one message through the saved provider now and answers with what happened. The
 * message is queued and claimed in one transaction, so the background sender cannot take it
 * first; it then goes through the same path (and the same rules) as every other message.
 */
export async function sendTestMessage(
  deps: SmsDeps,
  session: SessionContext,
  body: { phonenumber: string; message?: string },
): Promise<SmsMessage> {
  const now = deps.clock();
  const token = randomUUID();
  const leaseUntil = new Date(now.getTime() + 5 * 60_000);
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const [id] = await queueSms(
      trx,
      [
        {
          organizationId: session.organizationId,
          tenantId: null,
          recipientName: `${session.user.firstname} ${session.user.lastname}`,
          phoneNumber: body.phonenumber,
          text: body.message ?? testMessageTexts[session.user.language],
          purpose: 'test',
        },
      ],
      now,
    );
    const ids = id ? [id] : [];
    return claimDue(trx, {
      token,
      now: now.toISOString(),
      leaseUntil: leaseUntil.toISOString(),
      limit: 1,
      messageIds: ids,
    });
  });
  const row = claimed[0];
  if (!row) throw new Error('The test message was not claimed');
  await deliverClaimed(deps, token, claimed, leaseUntil);
  return messageOf(deps, session.organizationId, row.id);
}
