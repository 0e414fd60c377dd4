import { paybillAccount } from '@rental/shared/account-ref';
import type { IncomingSmsOutcome } from '@rental/shared/enums';
import { formatKes } from '@rental/shared/money';
import { tenantDisplayName, tenantGreetingName } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { everyRental, tenantActor } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { statementOf } from '../ledger/index.js';
import { payeeOf } from '../organization/index.js';
import {
  insertIncomingSms,
  markIncomingAnswered,
  queueSms,
  storedPhoneForms,
  tenantsByPhone,
  type PhoneTenant,
} from '../sms/index.js';
import { balanceReply, type HouseBalance } from './balance-reply.js';
import { incomingRow, type IncomingSmsFields } from './incoming-row.js';

export type { IncomingSmsFields };

/**
 * The one home of the answer to BAL / SALIO, by SMS or by WhatsApp (decision 0071). The
 * message is stored once (its provider id is unique per organization) with the tenant its
 * sender matched and what was done, in the caller's transaction with the answer, its
 * rate-limit count and the activity entry: a failure stores nothing, and a retried callback
 * finds the row and does nothing again.
 *
 * Who is answered: a tenant of the organization whose phone sent BAL or SALIO (any case,
 * surrounding spaces ignored), unless they opted out (blocked) or already had 3 answers this
 * hour (a fixed window per phone and organization, counted in the database, whichever way
 * they asked). Current tenants are answered with the balance of every house they rent on that
 * number; when the number has no current tenancy, a former tenant who still owes is answered
 * with what they owe and whom to contact to pay (their house's account may now be a new
 * tenant's); a former tenant owing nothing, an unknown number and any other text get no
 * answer. Asked by WhatsApp, the answer goes back there as free text, SMS once if refused.
 */

export type IncomingResult = IncomingSmsOutcome | 'duplicate';

export const balanceAnswersPerHour: RateLimit = { max: 3, windowMs: 60 * 60_000 };

const commands = new Set(['BAL', 'SALIO']);

export function isBalanceCommand(text: string): boolean {
  return commands.has(text.trim().toUpperCase());
}

type Plan =
  | { outcome: Exclude<IncomingSmsOutcome, 'answered' | 'rate_limited'>; tenant?: PhoneTenant }
  | { outcome: 'answer'; tenants: PhoneTenant[]; former: boolean; msisdn: string };

type BalanceOf = (tenant: PhoneTenant) => Promise<number>;

/** Stores the message and answers it when it is BAL or SALIO from a tenant who may be answered. */
export async function answerBalance(
  trx: Db,
  organizationId: string,
  fields: IncomingSmsFields,
  now: Date,
): Promise<IncomingResult> {
  const ledger = { db: trx, clock: () => now };
  const balances = new Map<string, number>();
  const balanceOf: BalanceOf = async (tenant) => {
    // The balance the tenant's statement (and their own page) shows.
    const known = balances.get(tenant.id);
    if (known !== undefined) return known;
    const { balance } = await statementOf(ledger, organizationId, tenant.id, everyRental);
    balances.set(tenant.id, balance);
    return balance;
  };
  const plan = await planAnswer(trx, organizationId, fields, balanceOf);
  const row = incomingRow(
    organizationId,
    fields,
    now,
    plan.outcome === 'answer' ? plan.tenants[0]!.id : (plan.tenant?.id ?? null),
    // Until the answer is queued below, in this same transaction.
    plan.outcome === 'answer' ? 'rate_limited' : plan.outcome,
  );
  const { id } = row;
  const stored = await insertIncomingSms(trx, row);
  if (!stored) return 'duplicate';
  if (plan.outcome !== 'answer') return plan.outcome;

  const key = `sms-balance:${organizationId}:${plan.msisdn}`;
  if (!(await takeRateSlot(trx, key, balanceAnswersPerHour, now))) return 'rate_limited';

  const payee = await payeeOf(trx, organizationId);
  const houses: HouseBalance[] = [];
  for (const tenant of plan.tenants) {
    houses.push({
      house: tenant.house_number,
      account: paybillAccount(tenant.house_number, payee.bankAccountNumber),
      balance: await balanceOf(tenant),
    });
  }
  const first = plan.tenants[0]!;
  const text = balanceReply({
    language: first.language,
    firstname: tenantGreetingName(first),
    houses,
    paybill: plan.former ? null : payee.paybill,
    landlord: { name: payee.name, phone: payee.phone },
  });
  const [replyId] = await queueSms(
    trx,
    [
      {
        organizationId,
        tenantId: first.id,
        recipientName: tenantDisplayName(first),
        phoneNumber: `+${plan.msisdn}`,
        text,
        purpose: 'balance',
        replyOnWhatsapp: fields.via === 'whatsapp',
      },
    ],
    now,
  );
  await markIncomingAnswered(trx, id, replyId!);
  await recordActivity(
    trx,
    tenantActor(first),
    {
      kind: 'sms_balance_answered',
      entity: 'tenant',
      entityId: first.id,
      details: {
        keyword: fields.text.trim().toUpperCase(),
        balance: houses.map((h) => `${formatKes(h.balance)} (house ${h.house})`).join('; '),
      },
    },
    now,
  );
  return 'answered';
}

/** Whom the message is from and whether it is answered (before the hourly limit). */
async function planAnswer(
  trx: Db,
  organizationId: string,
  fields: IncomingSmsFields,
  balanceOf: BalanceOf,
): Promise<Plan> {
  const phone = storedPhoneForms(fields.from);
  if (!phone) return { outcome: 'unknown_sender' };
  const { msisdn } = phone;
  const tenants = await tenantsByPhone(trx, organizationId, phone.forms);
  const [match] = tenants;
  if (!match) return { outcome: 'unknown_sender' };
  if (!isBalanceCommand(fields.text)) return { outcome: 'not_a_command', tenant: match };

  let chosen = tenants.filter((tenant) => tenant.status === 'current');
  const former = chosen.length === 0;
  if (former) {
    chosen = [];
    for (const tenant of tenants) if ((await balanceOf(tenant)) > 0) chosen.push(tenant);
    if (chosen.length === 0) return { outcome: 'former_tenant', tenant: match };
  }
  const blocked = chosen.find((tenant) => tenant.sms_blocked_at !== null);
  if (blocked) return { outcome: 'blocked', tenant: blocked };
  return { outcome: 'answer', tenants: chosen, former, msisdn };
}
