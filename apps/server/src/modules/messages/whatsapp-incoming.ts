import type { IncomingSmsOutcome } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { repairCommandText } from '../repairs/index.js';
import { answerBalance, isBalanceCommand } from './balance-answer.js';
import { receiveTenantCommand, tenantCommandOf } from './channel-command.js';
import { receiveRepair } from './repair-command.js';

/** A text a customer wrote to the landlord's WhatsApp number, from Meta's verified webhook. */
export interface WhatsappInboundText {
  /** Meta's `wamid`: unique per organization, so a repeated webhook applies it once. */
  id: string;
  /** The sender's number as Meta gives it: digits, without '+'. */
  from: string;
  text: string;
  /** Meta's `timestamp` (Unix seconds), as sent. */
  timestamp: string;
  /** The landlord's phone number id it was written to. */
  to: string;
}

/**
 * Applies the keywords of texts written by WhatsApp (decision 0068) exactly as the same
 * words by SMS (channel-command.ts): STOP, START, WHATSAPP, SMS; answers BAL and SALIO as by
 * SMS (balance-answer.ts), the answer going back by WhatsApp (decision 0071); and reports a
 * repair for REPAIR / TENGENEZA <text> as by SMS (repair-command.ts), its reference going
 * back by WhatsApp (decision 0074). Each message in its own transaction with its stored row,
 * so the unique id decides a repeat. Any other text is neither stored nor answered: a
 * WhatsApp conversation with the landlord is the landlord's to read.
 */
export async function receiveWhatsappTexts(
  deps: { db: Db; clock: Clock },
  organizationId: string,
  texts: readonly WhatsappInboundText[],
): Promise<(IncomingSmsOutcome | 'duplicate' | 'ignored')[]> {
  const outcomes: (IncomingSmsOutcome | 'duplicate' | 'ignored')[] = [];
  for (const inbound of texts) {
    const repair = repairCommandText(inbound.text);
    const command = repair === null ? tenantCommandOf(inbound.text) : null;
    const balance = isBalanceCommand(inbound.text);
    if (repair === null && !command && !balance) {
      outcomes.push('ignored');
      continue;
    }
    const now = deps.clock();
    const fields = {
      from: `+${inbound.from.replace(/^\+/, '')}`,
      to: inbound.to,
      text: inbound.text,
      date: inbound.timestamp,
      id: inbound.id,
      via: 'whatsapp' as const,
    };
    outcomes.push(
      await deps.db
        .transaction()
        .execute((trx) =>
          repair !== null
            ? receiveRepair(trx, organizationId, fields, repair, now)
            : command
              ? receiveTenantCommand(trx, organizationId, fields, command, now)
              : answerBalance(trx, organizationId, fields, now),
        ),
    );
  }
  return outcomes;
}
