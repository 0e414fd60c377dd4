import type { SmsMessage } from '@rental/shared/schemas/sms';
import type { SmsMessagesTable } from '../../db/types.js';
import { failureOf } from './failure-codes.js';

/**
 * A one-time code's digits, should a message carrying one ever reach the outbox: codes go
 * through the platform account now, and migration 0009 masked the old rows; this is the
 * last line of defence, so neither the owner nor a member can read another user's code.
 */
const oneTimeCode = /(your code is )\d{4,8}/gi;

export function maskCodes(text: string): string {
  return text.replace(oneTimeCode, '$1••••••');
}

export function toSmsMessage(row: SmsMessagesTable): SmsMessage {
  return {
    messageid: row.id,
    tenantid: row.tenant_id,
    recipient: row.recipient_name,
    phonenumber: row.phone,
    text: maskCodes(row.text),
    parts: row.parts,
    purpose: row.purpose,
    status: row.status,
    channel: row.channel,
    cost: row.cost,
    fellback: row.fell_back_at !== null,
    failurereason: row.failure_reason,
    failure: failureOf(row.failure_reason),
    attempts: row.attempts,
    createdat: row.created_at,
    updatedat: row.updated_at,
  };
}

/** The page cursor: the created_at and id of the last message shown, opaque to clients. */
export function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || extra !== undefined || Number.isNaN(Date.parse(createdAt))) {
    return undefined;
  }
  return { createdAt, id };
}
