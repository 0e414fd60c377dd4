import { monthLabel } from '@rental/shared/billing-dates';
import { nairobiDate } from '@rental/shared/dates';
import { validationMessages as m } from '@rental/shared/messages';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { fieldError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { payeeOf } from '../organization/index.js';
import { findMessageRow, queueSms, toSmsMessage, ownerStatementTexts } from '../sms/index.js';
import { ownerStatement } from './owner-statement.js';
import { requireLandlord, type LandlordsDeps } from './service.js';

/**
 * Texts a landlord the month's owner statement (collected and due) through the organization's
 * SMS provider, like a tenant's message: queued with its activity entry in one transaction,
 * then sent by the SMS sender. Not held to tenants' sending hours: the agent sends it by hand.
 * In the landlord's language (set on the landlord form), as their own page is.
 */
export async function sendStatementSms(
  deps: LandlordsDeps,
  actor: Actor,
  body: { landlordid: string; month: string },
): Promise<SmsMessage> {
  const at = deps.clock();
  if (body.month > nairobiDate(at).slice(0, 7)) {
    throw fieldError('month', m.remittanceMonthFuture);
  }
  const { organizationId } = actor;
  const id = await deps.db.transaction().execute(async (trx) => {
    const landlord = await requireLandlord(trx, organizationId, body.landlordid);
    const statement = await ownerStatement(trx, organizationId, body);
    const agent = await payeeOf(trx, organizationId);
    const { language } = landlord;
    const text = ownerStatementTexts[language]({
      month: monthLabel(`${body.month}-01`, language),
      collected: statement.collected,
      due: statement.due,
      agent: agent.name,
    });
    const [queued] = await queueSms(
      trx,
      [
        {
          organizationId,
          tenantId: null,
          recipientName: landlord.name,
          phoneNumber: landlord.phonenumber,
          text,
          purpose: 'other',
        },
      ],
      at,
    );
    await recordActivity(
      trx,
      actor,
      {
        kind: 'owner_statement_sent',
        entity: 'landlord',
        entityId: landlord.id,
        details: { name: landlord.name, month: body.month, phonenumber: landlord.phonenumber },
      },
      at,
    );
    return queued;
  });
  const row = id && (await findMessageRow(deps.db, organizationId, id));
  if (!row) throw new Error('The statement SMS was not stored');
  return toSmsMessage(row);
}
