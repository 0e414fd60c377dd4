import { randomUUID } from 'node:crypto';
import { addDays } from '@rental/shared/dates';
import type { InvoiceType } from '@rental/shared/enums';
import { invoiceKinds } from '@rental/shared/ledger-kinds';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type { ArrearsReport } from '@rental/shared/schemas/arrears';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../src/modules/access/actor.js';
import { tenantBalance, tenantBalances } from '../../src/modules/ledger/balances.js';
import { depositsOf } from '../../src/modules/ledger/deposits.js';
import { postCharges } from '../../src/modules/ledger/post-charges.js';
import { postCreditNote } from '../../src/modules/ledger/post-credit-note.js';
import { postDepositRefund } from '../../src/modules/ledger/post-deposit-refund.js';
import { postPayment } from '../../src/modules/ledger/post-payment.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { pay, postPayment as postPaymentByHand, settableClock } from '../transactions/fixtures.js';
import { documentFigures, expectKeptTablesAgree, journalFiguresOf } from './document-model.js';
import { openingsFor, tenantsOwing } from './tenants-owing.js';

// The books agree everywhere (docs/architecture.md §8): after any sequence of charges (deposits
// among them), payments from every source, deleted payments, credit notes tied to an invoice
// or not, deposit deductions and refunds, the statement's closing balance, the ledger's
// balance, a balance kept by hand in this test, the dashboard's Total Debts Owed, the invoices'
// settled amounts and the arrears report all tell the same story, and the deposit held (on the
// statement and the tenant) is what the model says: deposits never count as rent. The journal
// (ledger_entries) agrees with a model computed from the documents alone (document-model.ts).
// Opening balances are corrected (an adjustment entry for the difference), payments are
// moved between tenants, and February gets closed: afterwards a payment typed
// by hand into it, or moving one of its payments, answers 409 month_closed and changes nothing,
// while M-PESA and the jobs still post into it (counted from the first open day).

const time = settableClock('2026-03-15T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const tenantCount = 3;
const invoiceTypes = Object.keys(invoiceKinds) as InvoiceType[];

type Op =
  | { kind: 'charge'; tenant: number; type: InvoiceType; cents: number; daysAgo: number }
  | { kind: 'manual'; tenant: number; cents: number; daysAgo: number }
  | { kind: 'move'; pick: number; to: number }
  | { kind: 'close' }
  | { kind: 'opening'; tenant: number; cents: number }
  | { kind: 'mpesa'; tenant: number; cents: number; daysAgo: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'credit'; pick: number; fraction: number }
  | { kind: 'untied'; tenant: number; cents: number }
  | { kind: 'deduct'; tenant: number; fraction: number }
  | { kind: 'refund'; tenant: number; fraction: number };

const tenantIndex = fc.integer({ min: 0, max: tenantCount - 1 });
const cents = fc.integer({ min: 1, max: 5_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('charge' as const),
    tenant: tenantIndex,
    // Deposits often enough that payments fill them, part and whole, in most runs.
    type: fc.oneof(
      { arbitrary: fc.constant<InvoiceType>('Deposit'), weight: 2 },
      { arbitrary: fc.constantFrom(...invoiceTypes), weight: 5 },
    ),
    cents,
    daysAgo: fc.integer({ min: 0, max: 120 }),
  }),
  fc.record({
    kind: fc.constant('manual' as const),
    tenant: tenantIndex,
    cents,
    // Often today, else back-dated, into February (closed by the 'close' command) at times.
    daysAgo: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 })),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: tenantIndex }),
  fc.constant({ kind: 'close' as const }),
  fc.record({
    kind: fc.constant('opening' as const),
    tenant: tenantIndex,
    cents: fc.integer({ min: 0, max: 2_000_000 }),
  }),
  fc.record({
    kind: fc.constant('mpesa' as const),
    tenant: tenantIndex,
    cents,
    daysAgo: fc.integer({ min: 0, max: 60 }),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('credit' as const),
    pick: fc.nat(),
    fraction: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('untied' as const), tenant: tenantIndex, cents }),
  fc.record({
    kind: fc.constant('deduct' as const),
    tenant: tenantIndex,
    fraction: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    tenant: tenantIndex,
    fraction: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
);

interface Model {
  balance: number[];
  /** Rent credits settling charges oldest first: payments' rent part, untied credit notes. */
  payments: number[];
  /** Credit notes tied to an invoice. */
  credits: number[];
  openings: number[];
  netCharges: number[];
  depositCharged: number[];
  depositReceived: number[];
  /** Received less deductions and refunds. */
  depositHeld: number[];
}

/** A payment goes to the deposit first, until it is received in full (ledger-kinds.ts). */
function depositPart(model: Model, tenant: number, cents: number) {
  const due = Math.max(0, model.depositCharged[tenant]! - model.depositReceived[tenant]!);
  return Math.min(due, cents);
}

function paid(model: Model, tenant: number, cents: number) {
  const part = depositPart(model, tenant, cents);
  model.depositReceived[tenant]! += part;
  model.depositHeld[tenant]! += part;
  model.balance[tenant]! -= cents - part;
  model.payments[tenant]! += cents - part;
  return part;
}

async function apply(
  owner: Awaited<ReturnType<typeof landlordWithRoom>>,
  tenants: { tenantid: string; tenantdata: { firstname: string } & Record<string, unknown> }[],
  ops: Op[],
  model: Model,
) {
  const organizationId = owner.organizationId;
  const actor = systemActor(organizationId, 'M-PESA');
  const manual: {
    id: string;
    tenant: number;
    cents: number;
    deposit: number;
    paidOn: string;
  }[] = [];
  // Months closed so far (the 'close' command closes February: today is 15 March).
  const closed = new Set<string>();
  const isClosed = (day: string) => closed.has(day.slice(0, 7));
  const expectMonthClosed = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(409);
    expect(JSON.parse(response.body).error.code).toBe('month_closed');
  };
  const unpaid = (gone: (typeof manual)[number]) => {
    model.balance[gone.tenant]! += gone.cents - gone.deposit;
    model.payments[gone.tenant]! -= gone.cents - gone.deposit;
    model.depositReceived[gone.tenant]! -= gone.deposit;
    model.depositHeld[gone.tenant]! -= gone.deposit;
  };
  const credit = (tenant: number, kind: 'correction' | 'deposit_deduction', amount: number) =>
    t.db.transaction().execute((trx) =>
      postCreditNote(
        trx,
        actor,
        {
          tenantId: tenants[tenant]!.tenantid,
          kind,
          invoiceId: null,
          amountCents: amount,
          reason: 'Test',
        },
        time.clock(),
      ),
    );
  const charges: { id: string; tenant: number; cents: number; credited: boolean }[] = [];
  const today = '2026-03-15';
  for (const step of ops) {
    const now = time.clock();
    if (step.kind === 'charge') {
      const tenant = tenants[step.tenant]!;
      const billingDate = addDays(today, -step.daysAgo);
      const [row] = await t.db.transaction().execute((trx) =>
        postCharges(
          trx,
          organizationId,
          [
            {
              tenant: {
                id: tenant.tenantid,
                kind: 'person',
                firstname: tenant.tenantdata.firstname,
                lastname: 'Tenant',
                phonenumber: '0712345678',
                house_number: 'A1',
              },
              invoiceType: step.type,
              amountCents: step.cents,
              billingDate,
              dueDate: addDays(billingDate, 5),
              message: (n) => `Invoice ${n}`,
            },
          ],
          { sendSms: false },
          now,
        ),
      );
      if (invoiceKinds[step.type].bucket === 'deposit') {
        model.depositCharged[step.tenant]! += step.cents;
      } else if (invoiceKinds[step.type].side === 'charge') {
        model.balance[step.tenant]! += step.cents;
        model.netCharges[step.tenant]! += step.cents;
        charges.push({ id: row!.id, tenant: step.tenant, cents: step.cents, credited: false });
      }
    } else if (step.kind === 'manual') {
      const kes = centsToKes(step.cents);
      const date = addDays(today, -step.daysAgo);
      const body = { tenantid: tenants[step.tenant]!.tenantid, date };
      if (isClosed(date)) {
        // Typed by hand into a closed month: refused, nothing changes.
        expectMonthClosed(
          await postPaymentByHand(t.app, owner.token, {
            ...body,
            paymentmode: 'Cash',
            amount: kes,
            description: 'Rent',
          }),
        );
        continue;
      }
      const payment = await pay(t.app, owner.token, body.tenantid, kes, { date });
      const deposit = paid(model, step.tenant, kesToCents(kes));
      manual.push({
        id: payment.transactionid,
        tenant: step.tenant,
        cents: kesToCents(kes),
        deposit,
        paidOn: date,
      });
    } else if (step.kind === 'move' && manual.length > 0) {
      // Moved to another tenant (issue 29): reversed on one, the same payment on the other.
      const index = step.pick % manual.length;
      const from = manual[index]!;
      const to = step.to === from.tenant ? (step.to + 1) % tenantCount : step.to;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/${from.id}/reassign`,
        headers: authed(owner.token),
        payload: { tenantid: tenants[to]!.tenantid, reason: 'Wrong account' },
      });
      if (isClosed(from.paidOn)) {
        expectMonthClosed(response);
        continue;
      }
      expect(response.statusCode, response.body).toBe(200);
      manual.splice(index, 1);
      unpaid(from);
      const deposit = paid(model, to, from.cents);
      manual.push({
        id: response.json().transaction.transactionid,
        tenant: to,
        cents: from.cents,
        deposit,
        paidOn: from.paidOn,
      });
    } else if (step.kind === 'close') {
      if (closed.has('2026-02')) continue;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/books/closed-months',
        headers: authed(owner.token),
        payload: { month: '2026-02' },
      });
      expect(response.statusCode, response.body).toBe(200);
      closed.add('2026-02');
    } else if (step.kind === 'opening') {
      // A corrected opening balance is never rewritten in the books: its difference is posted
      // as an adjustment entry, and the balance moves by that difference (issue 29).
      const tenant = tenants[step.tenant]!;
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/tenant/all-tenants/${tenant.tenantid}`,
        headers: authed(owner.token),
        payload: { ...tenant.tenantdata, openingrentbalance: centsToKes(step.cents) },
      });
      expect(response.statusCode, response.body).toBe(200);
      model.balance[step.tenant]! += step.cents - model.openings[step.tenant]!;
      model.openings[step.tenant] = step.cents;
    } else if (step.kind === 'mpesa') {
      const tenant = tenants[step.tenant]!;
      await t.db.transaction().execute((trx) =>
        postPayment(
          trx,
          actor,
          {
            payer: {
              id: tenant.tenantid,
              kind: 'person',
              firstname: tenant.tenantdata.firstname,
              lastname: 'Tenant',
              phonenumber: '0712345678',
              house_number: 'A1',
            },
            amountCents: step.cents,
            paymentMode: 'MPESA',
            description: 'Paybill',
            paidAt: new Date(now.getTime() - step.daysAgo * 86_400_000).toISOString(),
            externalReference: `T${randomUUID().slice(0, 9)}`,
            recordedBy: { userId: null, name: 'M-PESA' },
            reference: 'TX',
            activity: { source: 'c2b' },
            sendReceipt: true,
          },
          now,
        ),
      );
      paid(model, step.tenant, step.cents);
    } else if (step.kind === 'reverse' && manual.length > 0) {
      // Reversed, never deleted (issue 29): the payment stays, its reversal gives it back.
      const [gone] = manual.splice(step.pick % manual.length, 1);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/${gone!.id}/reverse`,
        headers: authed(owner.token),
        payload: { reason: 'Entered by mistake' },
      });
      // A payment of a closed month is reversed in the first open month: never refused.
      expect(response.statusCode, response.body).toBe(200);
      unpaid(gone!);
    } else if (step.kind === 'credit') {
      const open = charges.filter((charge) => !charge.credited);
      if (open.length === 0) continue;
      const charge = open[step.pick % open.length]!;
      const amount = Math.max(1, Math.floor(charge.cents * step.fraction));
      charge.credited = true;
      const note = await t.db.transaction().execute((trx) =>
        postCreditNote(
          trx,
          actor,
          {
            tenantId: tenants[charge.tenant]!.tenantid,
            kind: 'waiver',
            invoiceId: charge.id,
            amountCents: amount,
            reason: 'Property test',
          },
          now,
        ),
      );
      expect(note.inserted).toBe(true);
      model.balance[charge.tenant]! -= amount;
      model.credits[charge.tenant]! += amount;
      model.netCharges[charge.tenant]! -= amount;
    } else if (step.kind === 'untied') {
      await credit(step.tenant, 'correction', step.cents);
      model.balance[step.tenant]! -= step.cents;
      model.payments[step.tenant]! += step.cents;
    } else if (step.kind === 'deduct' || step.kind === 'refund') {
      const amount = Math.floor(model.depositHeld[step.tenant]! * step.fraction);
      if (amount <= 0) continue;
      if (step.kind === 'deduct') {
        await credit(step.tenant, 'deposit_deduction', amount);
        model.balance[step.tenant]! -= amount;
        model.payments[step.tenant]! += amount;
      } else {
        await t.db.transaction().execute((trx) =>
          postDepositRefund(
            trx,
            actor,
            {
              tenantId: tenants[step.tenant]!.tenantid,
              amountCents: amount,
              paymentMode: 'Cash',
              reference: 'R1',
              refundedOn: today,
            },
            now,
          ),
        );
      }
      model.depositHeld[step.tenant]! -= amount;
    }
  }
}

async function sentInvoices(token: string, tenantid: string): Promise<SentInvoice[]> {
  const response = await t.app.inject({
    url: `/api/invoice/all?tenantid=${tenantid}&limit=500`,
    headers: authed(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().invoices;
}

describe('the ledger agrees with itself everywhere', () => {
  it('after random charges, payments, reversals, moves, credit notes and closed months', async () => {
    await fc.assert(
      fc.asyncProperty(
        openingsFor(tenantCount),
        fc.array(op, { minLength: 1, maxLength: 14 }),
        async (openings, ops) => {
          const owner = await landlordWithRoom(t.app);
          const tenants = await tenantsOwing(t.app, owner, openings);
          const model: Model = {
            balance: [...openings],
            payments: openings.map(() => 0),
            credits: openings.map(() => 0),
            openings: [...openings],
            netCharges: openings.map(() => 0),
            depositCharged: openings.map(() => 0),
            depositReceived: openings.map(() => 0),
            depositHeld: openings.map(() => 0),
          };
          await apply(owner, tenants, ops, model);

          // The journal, read as the ledger reads it, says what the documents say (reversed
          // payments given back by entries, never removed), tenant by tenant.
          const organizationId = owner.organizationId;
          const journal = journalFiguresOf(
            await tenantBalances(t.db, organizationId),
            await depositsOf(t.db, organizationId),
          );
          expect(journal).toEqual(await documentFigures(t.db, organizationId));
          // What is kept as entries post (balances, what they are made of, month sums) equals
          // its computation in full.
          await expectKeptTablesAgree(t.db, organizationId);
          for (const [i, tenant] of tenants.entries()) {
            expect(journal.get(tenant.tenantid)).toMatchObject({
              balance: model.balance[i],
              charged: model.depositCharged[i],
              received: model.depositReceived[i],
            });
          }

          for (const [i, tenant] of tenants.entries()) {
            const statement = await t.app.inject({
              url: `/api/tenant/all-tenants/${tenant.tenantid}/statement`,
              headers: authed(owner.token),
            });
            expect(kesToCents(statement.json().balance)).toBe(model.balance[i]);
            const lines = statement.json().entries as { balance: number }[];
            expect(kesToCents(lines.at(-1)?.balance ?? 0)).toBe(model.balance[i]);
            expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(
              model.balance[i],
            );
            const deposit = statement.json().deposit;
            expect(kesToCents(deposit.held)).toBe(model.depositHeld[i]);
            expect(kesToCents(deposit.received)).toBe(model.depositReceived[i]);
            const detail = await t.app.inject({
              url: `/api/tenant/all-tenants/${tenant.tenantid}`,
              headers: authed(owner.token),
            });
            expect(kesToCents(detail.json().tenant.depositheld)).toBe(model.depositHeld[i]);
            expect(kesToCents(detail.json().tenant.balance)).toBe(model.balance[i]);

            // Payments settle openings first, then charges oldest first; credit notes their own.
            const invoices = await sentInvoices(owner.token, tenant.tenantid);
            const settledOf = (bucket: 'rent' | 'deposit') =>
              invoices
                .filter(({ invoicedata: { invoicetype } }) => {
                  const kind = invoiceKinds[invoicetype];
                  return kind.side === 'charge' && kind.bucket === bucket;
                })
                .reduce((sum, invoice) => sum + kesToCents(invoice.paidamount), 0);
            const settled = settledOf('rent');
            expect(settledOf('deposit')).toBe(model.depositReceived[i]);
            const paid = model.payments[i]!;
            const opening = model.openings[i]!;
            const paidOnCharges =
              Math.min(paid, opening + model.netCharges[i]!) - Math.min(paid, opening);
            expect(settled).toBe(model.credits[i]! + paidOnCharges);
          }

          const dashboard = await t.app.inject({
            url: '/api/dashboard/summary',
            headers: authed(owner.token),
          });
          const owed = model.balance.reduce((sum, b) => sum + Math.max(0, b), 0);
          expect(kesToCents(dashboard.json().totaldebts)).toBe(owed);

          // The arrears report: the same balances, each split into buckets that add up.
          const arrears: ArrearsReport = (
            await t.app.inject({ url: '/api/reports/arrears', headers: authed(owner.token) })
          ).json();
          expect(kesToCents(arrears.totals.balance)).toBe(owed);
          const listed = new Map(arrears.tenants.map((row) => [row.tenantid, row]));
          for (const [i, tenant] of tenants.entries()) {
            const row = listed.get(tenant.tenantid);
            expect(row ? kesToCents(row.balance) : 0).toBe(Math.max(0, model.balance[i]!));
            if (row) {
              const split = Object.values(row.buckets).reduce(
                (sum, kes) => sum + kesToCents(kes),
                0,
              );
              expect(split).toBe(model.balance[i]);
              expect(kesToCents(row.overdue) + kesToCents(row.notyetdue)).toBe(split);
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
