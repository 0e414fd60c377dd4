import { percentOfCents } from '@rental/shared/percent';
import { activityAmount } from '@rental/shared/activity';
import { nairobiDate } from '@rental/shared/dates';
import { addDays } from '@rental/shared/dates';
import type { Language } from '@rental/shared/enums';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import type { LateFeeRulesTable } from '../../db/types.js';
import { nextSendingTime } from '../../lib/sending-hours.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { recordActivity } from '../activity/index.js';
import { systemActor } from '../access/index.js';
import { payeeOf, type Payee } from '../organization/index.js';
import {
  postCharges,
  type NewCharge,
  type Payer,
  unpaidChargesOf,
  type UnpaidCharge,
} from '../ledger/index.js';
import { subscriptionLapsed } from '../plans/index.js';
import { noticeWhatsapp } from '../sms/index.js';
import type { LateFeeDeps } from './rules.js';
import { lateFeeCandidates, organizationsWithLateFees } from './repository.js';
import { lateFeeNotice } from './notice.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

type Candidate = Awaited<ReturnType<typeof lateFeeCandidates>>[number];

/** A fee to charge: on which overdue invoice, to whom, how much, and what is owed with it. */
interface Fee {
  candidate: Candidate;
  tenant: Payer;
  overdue: string;
  cents: number;
  balanceCents: number;
  /** The tenant's last fee of this run: the one whose SMS (if any) tells of all of them. */
  last: boolean;
  /** All of this tenant's fees of this run, for that SMS. */
  ofTenant: Fee[];
  language: Language;
}

/** The fee for `unpaidCents` overdue under a rule: fixed cents, or a percentage, to the cent. */
export function lateFeeCents(
  rule: Pick<LateFeeRulesTable, 'fee_type' | 'amount'>,
  unpaidCents: number,
) {
  const amount = Number(rule.amount);
  if (rule.fee_type === 'fixed') return amount;
  return percentOfCents(unpaidCents, amount);
}

/**
 * Charges every late fee due on `today` (Nairobi): for each enabled rule, each invoice a fee
 * may follow that is still unpaid (settlement order) after its due date plus the grace days.
 * At most once per invoice: the unique `late_fee_for` key decides, and each organization's
 * fees are charged under its lock, so two processes never both charge one. Organizations
 * whose owner is deactivated or whose subscription lapsed are skipped, like the invoice run.
 * Once `signal` aborts (shutdown), the organizations left wait for the next run.
 * Returns how many fees were charged.
 */
export async function chargeLateFees(
  deps: LateFeeDeps,
  options: { today?: string; organizationId?: string; signal?: AbortSignal } = {},
): Promise<number> {
  const now = deps.clock();
  const today = options.today ?? nairobiDate(now);
  let charged = 0;
  for (const organization of await organizationsWithLateFees(deps.db, options.organizationId)) {
    if (await stopRequested(options.signal)) break;
    if (subscriptionLapsed(organization, now)) continue;
    const notBefore = nextSendingTime(now, deps.sendingHours);
    charged += await chargeOrganization(deps.db, organization.id, today, now, notBefore);
  }
  return charged;
}

/** Past the grace days on `today`: the day after due date + grace days, never on the last. */
function pastGrace(candidate: Candidate, today: string) {
  return candidate.due_date < addDays(today, -Number(candidate.grace_days));
}

/**
 * The fees due on the candidates past their grace days, in invoice order: still unpaid, more
 * than nothing; each with the tenant's balance once it (and the earlier ones) is added.
 */
function feesDue(
  candidates: readonly Candidate[],
  unpaid: ReadonlyMap<string, UnpaidCharge[]>,
): Fee[] {
  const fees: Fee[] = [];
  const byTenant = new Map<string, Fee[]>();
  for (const candidate of candidates) {
    const charge = unpaid.get(candidate.tenant_id)?.find((c) => c.invoiceId === candidate.id);
    if (!charge || charge.unpaidCents <= 0) continue;
    const cents = lateFeeCents(candidate, charge.unpaidCents);
    if (cents <= 0) continue;
    const ofTenant = byTenant.get(candidate.tenant_id) ?? [];
    byTenant.set(candidate.tenant_id, ofTenant);
    const before = ofTenant.at(-1)?.balanceCents ?? Number(candidate.balance);
    const fee: Fee = {
      candidate,
      tenant: {
        id: candidate.tenant_id,
        kind: candidate.kind,
        firstname: candidate.firstname,
        lastname: candidate.lastname,
        businessname: candidate.businessname,
        phonenumber: candidate.phonenumber,
        house_number: candidate.house_number,
      },
      overdue: invoiceNumberLabel(Number(candidate.number)),
      cents,
      balanceCents: before + cents,
      last: true,
      ofTenant,
      language: candidate.language,
    };
    if (ofTenant.length > 0) ofTenant.at(-1)!.last = false;
    ofTenant.push(fee);
    fees.push(fee);
  }
  return fees;
}

function chargeOf(fee: Fee, today: string, payee: Payee): NewCharge {
  const notice = (number: number) =>
    lateFeeNotice({
      tenant: fee.tenant,
      payee,
      fees: fee.last ? fee.ofTenant : [fee],
      number,
      balanceCents: fee.balanceCents,
      language: fee.language,
    });
  return {
    tenant: fee.tenant,
    invoiceType: 'Late Fee',
    amountCents: fee.cents,
    billingDate: today,
    dueDate: today,
    description: `Late fee on ${fee.overdue}`,
    lateFeeFor: fee.candidate.id,
    // A tenant charged several fees at once gets one SMS, on the last, telling of them all.
    sendSms: fee.last && Boolean(Number(fee.candidate.send_sms)),
    message: notice,
    // Its wording is no placeholder template: by WhatsApp it goes as a notice does, the whole
    // text the notice template's one parameter (decision 0071).
    whatsapp: (number) => noticeWhatsapp(notice(number), fee.language),
  };
}

async function chargeOrganization(
  db: Db,
  organizationId: string,
  today: string,
  now: Date,
  notBefore: Date,
) {
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    // Read under the lock: a fee another process just charged is no longer a candidate.
    const candidates = (await lateFeeCandidates(trx, organizationId, today)).filter((c) =>
      pastGrace(c, today),
    );
    if (candidates.length === 0) return 0;
    const tenantIds = [...new Set(candidates.map((c) => c.tenant_id))];
    const unpaid = await unpaidChargesOf(trx, organizationId, tenantIds);
    const fees = feesDue(candidates, unpaid);
    if (fees.length === 0) return 0;
    const payee = await payeeOf(trx, organizationId);
    const rows = await postCharges(
      trx,
      organizationId,
      fees.map((fee) => chargeOf(fee, today, payee)),
      // Charged at midnight, a notice waits for the sending hours, as a landlord's notice does.
      { sendSms: false, held: payee.paybill === null, purpose: 'notice', notBefore },
      now,
    );
    const actor = systemActor(organizationId, 'Late fees');
    for (const [i, row] of rows.entries()) {
      const fee = fees[i]!;
      await recordActivity(
        trx,
        actor,
        {
          kind: 'late_fee_charged',
          entity: 'invoice',
          entityId: row.id,
          details: {
            tenant: tenantDisplayName(fee.tenant),
            amount: activityAmount(row.amount_cents),
            invoice: fee.overdue,
          },
        },
        now,
      );
    }
    return fees.length;
  });
}
