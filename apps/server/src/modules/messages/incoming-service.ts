import { msg } from '@rental/shared/message-catalogue';
import type { IncomingSms } from '@rental/shared/schemas/sms';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { repairCommandText } from '../repairs/index.js';
import { answerBalance, type IncomingResult } from './balance-answer.js';
import type { IncomingSmsFields } from './incoming-row.js';
import { receiveRepair } from './repair-command.js';
import { receiveTenantCommand, tenantCommandOf } from './channel-command.js';
import {
  organizationOfSecret,
  listIncomingRows,
  type IncomingRow,
  decodeCursor,
  encodeCursor,
} from '../sms/index.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * Messages Africa's Talking posts to an organization's secret path: REPAIR / TENGENEZA
 * (repair-command.ts), the keywords of channel-command.ts, and BAL / SALIO (balance-answer.ts),
 * each stored once with what was done.
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
