import { chargeInvoiceTypes } from '@rental/shared/ledger-kinds';
import { addDays } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../src/modules/access/actor.js';
import { postCharges } from '../../src/modules/ledger/post-charges.js';
import { incomeSplitsOfTenants } from '../../src/modules/ledger/income-allocation.js';
import { postCreditNote } from '../../src/modules/ledger/post-credit-note.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { pay, settableClock } from '../transactions/fixtures.js';
import { expectKeptTablesAgree } from './document-model.js';
import { incomeSplitsInFull } from './income-split-model.js';
import { openingsFor, tenantsOwing } from './tenants-owing.js';

// The balances and the charges they are made of, kept by the database and the ledger as entries
// post (tenant_balances, unpaid_charges: what the arrears report ages), equal their computation
// in full after any sequence of charges (several at once, for one tenant or several),
// payments small and large, reversals, credit notes tied to a charge or not and corrected
// opening balances. Checked after every step, so a wrong row is caught where it is made.
// What a payment would pay for, read from those kept charges (income-allocation.ts), equals
// its computation from the documents in full, for payments small and large, at every step.

const time = settableClock('2026-03-15T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const tenantCount = 2;
const tenantIndex = fc.integer({ min: 0, max: tenantCount - 1 });
const cents = fc.integer({ min: 1, max: 3_000_000 });

/** Every charge to the rent balance, each counting as its own income. */
const chargeTypes = chargeInvoiceTypes;

/** Payments whose split is checked at every step: a cent, and across several charges. */
const paymentsChecked = [1, 250_000, 1_999_999, 9_000_000];

type Charge = {
  tenant: number;
  cents: number;
  daysAgo: number;
  type: (typeof chargeTypes)[number];
};

type Op =
  | { kind: 'charges'; charges: Charge[] }
  | { kind: 'pay'; tenant: number; cents: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'credit'; pick: number; fraction: number }
  | { kind: 'untied'; tenant: number; cents: number }
  | { kind: 'opening'; tenant: number; cents: number; water: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('charges' as const),
      charges: fc.array(
        fc.record({
          tenant: tenantIndex,
          cents,
          daysAgo: fc.integer({ min: 0, max: 150 }),
          type: fc.constantFrom(...chargeTypes),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), tenant: tenantIndex, cents }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      pick: fc.nat(),
      fraction: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('untied' as const), tenant: tenantIndex, cents }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('opening' as const),
      tenant: tenantIndex,
      cents: fc.integer({ min: 0, max: 3_000_000 }),
      water: fc.integer({ min: 0, max: 1_000_000 }),
    }),
  },
);

describe('kept balances and owed charges', () => {
  it('equal their computation in full after every step of a random sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        openingsFor(tenantCount),
        fc.array(op, { minLength: 1, maxLength: 16 }),
        async (openings, ops) => {
          const owner = await landlordWithRoom(t.app);
          const organizationId = owner.organizationId;
          const actor = systemActor(organizationId, 'M-PESA');
          const tenants = await tenantsOwing(t.app, owner, openings);
          const payments: string[] = [];
          const charges: { id: string; tenant: number; cents: number }[] = [];
          const check = async () => {
            await expectKeptTablesAgree(t.db, organizationId);
            for (const cents of paymentsChecked) {
              const payments = tenants.map((tenant) => ({
                organizationId,
                tenantId: tenant.tenantid,
                cents,
              }));
              expect(await incomeSplitsOfTenants(t.db, payments)).toEqual(
                await incomeSplitsInFull(t.db, payments),
              );
            }
          };
          await check();
          for (const step of ops) {
            if (step.kind === 'charges') {
              const rows = await t.db.transaction().execute((trx) =>
                postCharges(
                  trx,
                  organizationId,
                  step.charges.map((charge) => {
                    const tenant = tenants[charge.tenant]!;
                    const billingDate = addDays('2026-03-15', -charge.daysAgo);
                    return {
                      tenant: {
                        id: tenant.tenantid,
                        kind: 'person' as const,
                        firstname: tenant.tenantdata.firstname,
                        lastname: 'Tenant',
                        phonenumber: '0712345678',
                        house_number: tenant.tenantdata.housenumber,
                      },
                      invoiceType: charge.type,
                      amountCents: charge.cents,
                      billingDate,
                      dueDate: addDays(billingDate, 5),
                      message: (n: number) => `Invoice ${n}`,
                    };
                  }),
                  { sendSms: false },
                  time.clock(),
                ),
              );
              rows.forEach((row, i) =>
                charges.push({
                  id: row.id,
                  tenant: step.charges[i]!.tenant,
                  cents: row.amount_cents,
                }),
              );
            } else if (step.kind === 'pay') {
              const payment = await pay(
                t.app,
                owner.token,
                tenants[step.tenant]!.tenantid,
                centsToKes(step.cents),
              );
              payments.push(payment.transactionid);
            } else if (step.kind === 'reverse' && payments.length > 0) {
              const [gone] = payments.splice(step.pick % payments.length, 1);
              const response = await t.app.inject({
                method: 'POST',
                url: `/api/transactions/${gone}/reverse`,
                headers: authed(owner.token),
                payload: { reason: 'Entered by mistake' },
              });
              expect(response.statusCode, response.body).toBe(200);
            } else if (step.kind === 'credit' && charges.length > 0) {
              const [charge] = charges.splice(step.pick % charges.length, 1);
              await t.db.transaction().execute((trx) =>
                postCreditNote(
                  trx,
                  actor,
                  {
                    tenantId: tenants[charge!.tenant]!.tenantid,
                    kind: 'waiver',
                    invoiceId: charge!.id,
                    amountCents: Math.max(1, Math.floor(charge!.cents * step.fraction)),
                    reason: 'Property test',
                  },
                  time.clock(),
                ),
              );
            } else if (step.kind === 'untied') {
              await t.db.transaction().execute((trx) =>
                postCreditNote(
                  trx,
                  actor,
                  {
                    tenantId: tenants[step.tenant]!.tenantid,
                    kind: 'correction',
                    invoiceId: null,
                    amountCents: step.cents,
                    reason: 'Property test',
                  },
                  time.clock(),
                ),
              );
            } else if (step.kind === 'opening') {
              const tenant = tenants[step.tenant]!;
              const response = await t.app.inject({
                method: 'PUT',
                url: `/api/tenant/all-tenants/${tenant.tenantid}`,
                headers: authed(owner.token),
                payload: {
                  ...tenant.tenantdata,
                  openingrentbalance: centsToKes(step.cents),
                  openingwaterbalance: centsToKes(step.water),
                },
              });
              expect(response.statusCode, response.body).toBe(200);
            }
            await check();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
