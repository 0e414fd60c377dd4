import { paybillAccount } from '@rental/shared/account-ref';
import type { IncomingSmsOutcome } from '@rental/shared/enums';
import { msg } from '@rental/shared/message-catalogue';
import { formatKes } from '@rental/shared/money';
import type { IncomingSms } from '@rental/shared/schemas/sms';
import type { Db } from '../../db/connection.js';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { orderedId } from '../../lib/ordered-id.js';
import { recordActivity } from '../activity/index.js';
import { tenantActor, everyRental } from '../access/index.js';
import { statementOf } from '../ledger/index.js';
import { repairCommandText, reportRepairBySms } from '../repairs/index.js';
import { payeeOf } from '../organization/index.js';
import { balanceReply, type HouseBalance } from './balance-reply.js';
import { receiveTenantCommand, tenantCommandOf } from './channel-command.js';
import {
  organizationOfSecret,
  insertIncomingSms,
  listIncomingRows,
  markIncomingAnswered,
  tenantsByPhone,
  type IncomingRow,
  type PhoneTenant,
  queueSms,
  storedPhoneForms,
  decodeCursor,
  encodeCursor,
} from '../sms/index.js';
import { tenantDisplayName, tenantGreetingName } from '@rental/shared/tenant-name';

/**
 * Balance by SMS. Every message Africa's Talking posts to an organization's secret path is
 * stored once (its `id` is unique per organization) with the tenant its sender matched and what
 * was done, in one transaction with the answer, its rate-limit count and the activity entry:
 * a failure stores nothing, and a retried callback finds the row and does nothing again.
 *
 * Who is answered: a tenant of the organization whose phone sent BAL or SALIO (any case,
 * surrounding spaces ignored), unless they opted out of SMS (blocked) or already had 3
 * answers this hour (a fixed window per phone and organization, counted in the database).
 * Current tenants are answered with the balance of every house they rent on that number; when
 * the number has no current tenancy, a former tenant who still owes is answered with what they
 * owe and whom to contact to pay (their house's account may now be a new tenant's); a former
 * tenant owing nothing, an unknown number and any other text get no answer.
 */

export interface IncomingSmsFields {
  from: string;
  to: string;
  text: string;
  date: string;
  id: string;
  linkId?: string;
}

export type IncomingResult = IncomingSmsOutcome | 'duplicate';

export const balanceAnswersPerHour: RateLimit = { max: 3, windowMs: 60 * 60_000 };

const commands = new Set(['BAL', 'SALIO']);

export function isBalanceCommand(text: string): boolean {
  return commands.has(text.trim().toUpperCase());
}

interface Deps {
  db: Db;
  clock: Clock;
}

type Plan =
  | { outcome: Exclude<IncomingSmsOutcome, 'answered' | 'rate_limited'>; tenant?: PhoneTenant }
  | { outcome: 'answer'; tenants: PhoneTenant[]; former: boolean; msisdn: string };

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
    const ledger = { db: trx, clock: deps.clock };
    const balances = new Map<string, number>();
    const balanceOf = async (tenant: PhoneTenant) => {
      // The balance the tenant's statement (and their own page) shows.
      const known = balances.get(tenant.id);
      if (known !== undefined) return known;
      const { balance } = await statementOf(ledger, organizationId, tenant.id, everyRental);
      balances.set(tenant.id, balance);
      return balance;
    };
    const repairText = repairCommandText(fields.text);
    if (repairText !== null) {
      return receiveRepair(trx, organizationId, fields, repairText, now);
    }
    const command = tenantCommandOf(fields.text);
    if (command !== null) {
      return receiveTenantCommand(trx, organizationId, fields, command, now);
    }
    const plan = await planAnswer(trx, organizationId, fields, balanceOf);
    const id = orderedId(now);
    const stored = await insertIncomingSms(trx, {
      id,
      organization_id: organizationId,
      provider_message_id: fields.id,
      phone: fields.from,
      short_code: fields.to,
      text: fields.text,
      link_id: fields.linkId || null,
      provider_date: fields.date,
      tenant_id: plan.outcome === 'answer' ? plan.tenants[0]!.id : (plan.tenant?.id ?? null),
      // Until the answer is queued below, in this same transaction.
      outcome: plan.outcome === 'answer' ? 'rate_limited' : plan.outcome,
      reply_message_id: null,
      created_at: now.toISOString(),
    });
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
  const id = orderedId(now);
  const stored = await insertIncomingSms(trx, {
    id,
    organization_id: organizationId,
    provider_message_id: fields.id,
    phone: fields.from,
    short_code: fields.to,
    text: fields.text,
    link_id: fields.linkId || null,
    provider_date: fields.date,
    tenant_id: (current ?? tenants[0])?.id ?? null,
    // Until the repair is recorded below, in this same transaction.
    outcome,
    reply_message_id: null,
    created_at: now.toISOString(),
  });
  if (!stored) return 'duplicate';
  if (!current || !phone) return outcome;
  const key = `sms-repair:${organizationId}:${phone.msisdn}`;
  if (!(await takeRateSlot(trx, key, repairReportsPerHour, now))) return 'rate_limited';
  const reported = await reportRepairBySms(trx, organizationId, current.id, description, now);
  if (!reported) return 'former_tenant';
  await markIncomingAnswered(trx, id, reported.smsId, 'repair_reported');
  return 'repair_reported';
}

/** Whom the message is from and whether it is answered (before the hourly limit). */
async function planAnswer(
  trx: Db,
  organizationId: string,
  fields: IncomingSmsFields,
  balanceOf: (tenant: PhoneTenant) => Promise<number>,
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
