import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { DarajaError } from '../../integrations/mpesa/daraja-client.js';
import type { C2bCallbackBody } from '../../integrations/mpesa/daraja-c2b.js';
import { kenyaTimestamp, toDarajaPhone } from '../../integrations/mpesa/daraja-helpers.js';
import {
  queryPulledTransactions,
  registerPull,
  type PulledTransaction,
} from '../../integrations/mpesa/daraja-pull.js';
import type { MpesaOptions } from '../../integrations/mpesa/options.js';
import type { Clock } from '../../lib/clock.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { appsWithPull, paybillApp, type PaybillApp } from './daraja-access.js';
import { readC2bBody, storedPaymentOf } from './parse.js';
import { insertCallbacks } from './repository.js';
import { markVerified, recordedAmounts, verifyRecorded } from './verifications.js';

export interface PullDeps {
  db: Db;
  clock: Clock;
  mpesa: MpesaOptions;
}

/** M-PESA keeps this much for Pull Transactions. */
export const pullWindowMs = 48 * 3600 * 1000;

/**
 * Registers the organization's own paybill for Pull Transactions, with the owner's phone as
 * the nominated number, after its C2B URLs were registered. Best effort: a refusal leaves
 * Pull off (the statement import and Transaction Status still verify), except "already
 * registered", which is what it says. Never throws for M-PESA's answer.
 */
export async function registerPullAfterUrls(
  deps: PullDeps,
  organizationId: string,
  ownerUserId: string | null,
): Promise<boolean> {
  const app = await paybillApp(deps.db, deps.mpesa, organizationId);
  if (!app || !ownerUserId) return false;
  const owner = await deps.db
    .selectFrom('users')
    .select('phonenumber')
    .where('organization_id', '=', organizationId)
    .where('id', '=', ownerUserId)
    .executeTakeFirst();
  const nominated = owner ? toDarajaPhone(owner.phonenumber) : undefined;
  if (!nominated) return false;
  try {
    await registerPull(app.credentials, {
      ShortCode: app.shortcode,
      RequestType: 'Pull',
      NominatedNumber: nominated,
      // Anything M-PESA sends there is a C2B confirmation, checked like any other.
      CallBackURL: `${deps.mpesa.publicUrl}/api/c2b/${app.callbackSecret}/confirmation`,
    });
  } catch (error) {
    if (!(error instanceof DarajaError) || !/already registered/i.test(error.message)) {
      if (error instanceof DarajaError) return false;
      throw error;
    }
  }
  await deps.db
    .updateTable('mpesa_settings')
    .set({ pull_registered_at: deps.clock().toISOString() })
    .where('organization_id', '=', organizationId)
    .execute();
  return true;
}

/** The C2B confirmation M-PESA would have sent for a pulled payment (all values strings). */
export function confirmationOf(pulled: PulledTransaction, shortcode: string): C2bCallbackBody {
  return {
    TransactionType: 'Pay Bill',
    TransID: pulled.transId,
    TransTime: kenyaTimestamp(new Date(pulled.paidAt)),
    TransAmount: (pulled.amountCents / 100).toFixed(2),
    BusinessShortCode: shortcode,
    BillRefNumber: pulled.billRef,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: pulled.msisdn,
    FirstName: '',
    MiddleName: '',
    LastName: '',
  };
}

/** Of these TransIDs, those a confirmation from M-PESA's addresses already brought. */
async function confirmedTransIds(db: Db, organizationId: string, transIds: string[]) {
  if (transIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('mpesa_callbacks')
    .select('trans_id')
    .where('organization_id', '=', organizationId)
    .where('kind', '=', 'confirmation')
    .where('source_trusted', '=', 1)
    .where('trans_id', 'in', transIds)
    .execute();
  return new Set(rows.map((row) => (row.trans_id ?? '').toUpperCase()));
}

export interface PullOutcome {
  verified: number;
  recovered: number;
}

/**
 * One organization's last 48 hours as M-PESA lists them. A payment we recorded with the same
 * amount is verified ('pull'). One we never heard of (no payment, no unallocated one, no
 * confirmation from M-PESA's addresses) is a confirmation that never arrived: it is stored as
 * one, from no address and trusted, so the usual pipeline applies it with every check, and
 * verified. The same pass on two servers stores it twice at worst; its receipt is posted once.
 */
export async function pullFor(deps: PullDeps, app: PaybillApp): Promise<PullOutcome> {
  const now = deps.clock();
  const pulled = await queryPulledTransactions(app.credentials, {
    shortcode: app.shortcode,
    from: new Date(now.getTime() - pullWindowMs),
    to: now,
  });
  const { organizationId } = app;
  const byId = new Map(pulled.map((p) => [p.transId, p]));
  const ids = [...byId.keys()];
  const verified = await verifyRecorded(
    deps.db,
    organizationId,
    [...byId.values()].map((p) => ({ receipt: p.transId, amountCents: p.amountCents })),
    'pull',
    now,
  );
  const recorded = await recordedAmounts(deps.db, organizationId, ids);
  const confirmed = await confirmedTransIds(deps.db, organizationId, ids);
  const missing = [...byId.values()].filter(
    (p) => !recorded.has(p.transId) && !confirmed.has(p.transId),
  );
  await deps.db.transaction().execute(async (trx) => {
    await insertCallbacks(
      trx,
      missing.map((p) => {
        const body = confirmationOf(p, app.shortcode);
        return {
          id: randomUUID(),
          organizationId,
          kind: 'confirmation',
          rawBody: JSON.stringify(body),
          // Read as the endpoint reads what M-PESA sends (parse.ts), once.
          payment: storedPaymentOf(readC2bBody(body)),
          transId: p.transId,
          at: now.toISOString(),
        };
      }),
    );
    await markVerified(
      trx,
      organizationId,
      missing.map((p) => p.transId),
      'pull',
      now,
    );
  });
  return { verified: verified.length, recovered: missing.length };
}

/** The Pull pass of the recovery job: every registered organization, each on its own. */
export async function pullRecentTransactions(
  deps: PullDeps & { onError: (error: unknown) => void },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PullOutcome> {
  const total: PullOutcome = { verified: 0, recovered: 0 };
  for (const app of await appsWithPull(deps.db, deps.mpesa, deps.onError)) {
    if (await stopRequested(signal)) break;
    try {
      const outcome = await pullFor(deps, app);
      total.verified += outcome.verified;
      total.recovered += outcome.recovered;
    } catch (error) {
      deps.onError(error);
    }
  }
  return total;
}
