import { chargeInvoiceTypes } from '@rental/shared/ledger-kinds';
import fc from 'fast-check';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import type { Statement } from '@rental/shared/schemas/ledger';
import type { ArrearsReport } from '@rental/shared/schemas/arrears';
import type {
  Collections,
  IncomeStatement,
  Occupancy,
  RentRoll,
} from '@rental/shared/schemas/reports';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createExpense } from '../helpers/expenses.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { creditNote, moveIn, statementOf } from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

// Random ledgers (charges of every kind, credit notes, a deposit, payments of any size in any
// order, expenses): the reports' totals always equal what the tenant's statement says was
// paid, each payment's parts add up to it, and the dashboard's figures are the reports'.
// On SQLite the server's reports read on a thread of their own (db/sqlite-reader.ts): the
// same ledgers are checked with and without it.
// 20 March 2026, 09:00 in Nairobi.
const time = settableClock('2026-03-20T06:00:00.000Z');
let t: TestApp;

const setups = process.env.DATABASE_URL
  ? [{ name: 'one database connection', sqliteReader: false }]
  : [
      { name: 'one database connection', sqliteReader: false },
      { name: 'reports read on their own thread', sqliteReader: true },
    ];

/** Every charge to the rent balance, each counting as its own income. */
const chargeTypes = chargeInvoiceTypes;

const step = fc.oneof(
  fc.record({
    charge: fc.constantFrom(...chargeTypes),
    cents: fc.integer({ min: 100, max: 2_000_000 }),
  }),
  fc.record({
    pay: fc.integer({ min: 1, max: 2_500_000 }),
    day: fc.integer({ min: 1, max: 19 }),
  }),
  // Off the last charge; refused (409) when more than it has left to pay, which is fine too.
  fc.record({ credit: fc.integer({ min: 100, max: 1_000_000 }) }),
  fc.record({
    expense: fc.integer({ min: 1, max: 1_000_000 }),
    day: fc.integer({ min: 1, max: 20 }),
    ofRental: fc.boolean(),
  }),
);

async function get<T>(token: string, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: authed(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const round = (kes: number) => Math.round(kes * 100) / 100;

describe.each(setups)('reports against the ledger, $name', ({ sqliteReader }) => {
  beforeAll(async () => {
    t = await createTestApp({ clock: time.clock, sqliteReader });
  });
  afterAll(() => t.close());

  it('agree with the statements for any ledger', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 30_000 }),
        async (steps, deposit) => {
          const owner = await landlordWithRoom(t.app, { monthlyrent: 10000 });
          const tenant = await moveIn(t.app, owner, deposit);
          let lastCharge: string | undefined;
          let expensesCents = 0;
          for (const s of steps) {
            if ('charge' in s) {
              const charge = await insertInvoice(t.db, {
                organizationId: owner.organizationId,
                tenantId: tenant.tenantid,
                type: s.charge,
                amountCents: s.cents,
              });
              lastCharge = charge.id;
            } else if ('credit' in s) {
              if (!lastCharge) continue;
              const note = await creditNote(t.app, owner.token, tenant.tenantid, {
                amount: s.credit / 100,
                reason: 'Billed too much',
                invoiceid: lastCharge,
              });
              expect([201, 409], note.body).toContain(note.statusCode);
            } else if ('expense' in s) {
              await createExpense(t.app, owner.token, {
                date: `2026-03-${String(s.day).padStart(2, '0')}`,
                amount: s.expense / 100,
                rentalid: s.ofRental ? owner.rental.rentalid : null,
              });
              expensesCents += s.expense;
            } else {
              const date = `2026-03-${String(s.day).padStart(2, '0')}`;
              await pay(t.app, owner.token, tenant.tenantid, s.pay / 100, { date });
            }
          }
          const statement: Statement = await statementOf(t.app, owner.token, tenant.tenantid);
          const paidToRent = round(
            statement.entries.filter((e) => e.kind === 'payment').reduce((a, e) => a + e.credit, 0),
          );
          const income = await get<IncomeStatement>(
            owner.token,
            '/api/reports/income-statement?from=2026-03-01&to=2026-03-31',
          );
          const collections = await get<Collections>(
            owner.token,
            '/api/reports/collections?from=2026-03&to=2026-03',
          );
          const tax = await get<KraMriReport>(owner.token, '/api/reports/kra-mri?month=2026-03');
          expect(income.totals.income).toBe(paidToRent);
          expect(collections.totals.collected).toBe(paidToRent);
          const kinds = income.totals.incomebykind;
          expect(round(kinds.rent + kinds.water + kinds.servicecharge + kinds.other)).toBe(
            paidToRent,
          );
          expect(tax.totalgross).toBe(kinds.rent);

          // What the tenant owes, as the arrears report and the rent roll show it.
          const arrears = await get<ArrearsReport>(owner.token, '/api/reports/arrears');
          const owing = arrears.tenants.find((one) => one.tenantid === tenant.tenantid);
          expect(owing?.balance ?? 0).toBe(Math.max(statement.balance, 0));
          const roll = await get<RentRoll>(owner.token, '/api/reports/rent-roll');
          const unit = roll.units.find((one) => one.tenantid === tenant.tenantid);
          expect(unit?.balance).toBe(statement.balance);

          // The dashboard's tiles and this month's bar are the reports' figures.
          const dashboard = await get<DashboardSummary>(owner.token, '/api/dashboard/summary');
          const occupancy = await get<Occupancy>(owner.token, '/api/reports/occupancy');
          const march = collections.months[0]!;
          expect(dashboard).toMatchObject({
            revenue: paidToRent,
            collectionrate: march.rate,
            units: occupancy.totals.units,
            occupied: occupancy.totals.occupied,
            expenses: round(expensesCents / 100),
            net: income.totals.net,
          });
          expect(income.totals.expenses).toBe(dashboard.expenses);
          expect(dashboard.chart.at(-1)).toMatchObject({
            month: '2026-03',
            revenue: march.collected,
            invoiced: march.invoiced,
            expenses: dashboard.expenses,
          });

          const rows = await t.db
            .selectFrom('transactions')
            .select([
              'amount_cents',
              'deposit_cents',
              'rent_cents',
              'water_cents',
              'service_charge_cents',
              'other_cents',
            ])
            .where('tenant_id', '=', tenant.tenantid)
            .execute();
          for (const row of rows) {
            const parts =
              Number(row.deposit_cents) +
              Number(row.rent_cents) +
              Number(row.water_cents) +
              Number(row.service_charge_cents) +
              Number(row.other_cents);
            expect(parts).toBe(Number(row.amount_cents));
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
