import { todayInNairobi } from '@rental/shared/dates';
import type { Meter } from '@rental/shared/schemas/readings';
import type { MoveOutPreview } from '@rental/shared/schemas/tenancy';
import { toTimestamp } from '@rental/shared/timestamp';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownDay } from '../../../test/dates';
import { apiError, json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  tenantDetailsHandlers,
  statementOf,
  tenant,
  tenantDetail,
} from '../testing/fixtures';

type User = ReturnType<typeof renderApp>['user'];

// Amina owes 2,000 of rent and leaves a deposit of 20,000; her meter last read 100.
const amina = tenantDetail(tenant('t-1'), 15000, 2000, { depositheld: 20000 });
const meter: Meter = {
  tenantid: 't-1',
  tenantname: 'Amina Otieno',
  housenumber: 'A1',
  meternumber: 'M-001',
  unitrate: 150,
  previousreading: 100,
  previousdate: toTimestamp('2026-11-01T07:00:00Z'),
};
const today = todayInNairobi();
const previewPath = (day: string) => `GET /api/tenant/t-1/move-out-preview?moveoutdate=${day}`;

/** The server's preview of a move-out on `day`: no rent billed after it unless told. */
function previewOf(day: string, credits: MoveOutPreview['credits'] = []): MoveOutPreview {
  const credited = credits.reduce((sum, credit) => sum + credit.amount, 0);
  return { moveoutdate: day, credits, credited, balance: 2000, balanceafter: 2000 - credited };
}

function openEndTenancy(
  answer: (request: MockRequest) => Response,
  previews: Record<string, MoveOutPreview> = { [today]: previewOf(today) },
) {
  let ended = false;
  const former = {
    ...amina,
    balance: 0,
    depositheld: 0,
    tenantdata: { ...amina.tenantdata, status: 'former' as const, moveoutdate: today },
  };
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: ended ? former : amina }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(ended ? former : amina)),
    'GET /api/water/meters?rentalid=r-1': () => json({ meters: [meter] }),
    'GET /api/water/readings?tenantid=t-1': () => json({ readings: [] }),
    ...tenantDetailsHandlers('t-1'),
    ...Object.fromEntries(
      Object.entries(previews).map(([day, preview]) => [previewPath(day), () => json(preview)]),
    ),
    'POST /api/tenant/t-1/end-tenancy': (request) => {
      const response = answer(request);
      ended = response.ok;
      return response;
    },
  });
  return { ...renderApp('/tenant-details/end/t-1'), ...api };
}

const summary = () => screen.getByRole('status', { name: 'Deposit settlement' });
const posts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'POST');

async function addDeduction(user: User, reason: string, amount: string, note = '') {
  await user.click(screen.getByRole('button', { name: 'Add deduction' }));
  const rows = screen.getAllByRole('group', { name: /^Deduction \d+$/ });
  const row = rows.at(-1)!;
  await user.click(within(row).getByRole('combobox', { name: 'Reason' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: reason }));
  await user.type(within(row).getByLabelText('Amount (KES)'), amount);
  if (note) await user.type(within(row).getByLabelText('Note (optional)'), note);
}

/** Ending a tenancy is confirmed in a dialog that says what it does. */
async function confirmEnd(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'End this tenancy?' });
  expect(dialog).toHaveTextContent(/This cannot be undone/);
  await user.click(within(dialog).getByRole('button', { name: 'END TENANCY' }));
}

describe('ending a tenancy', () => {
  it('settles the deposit to zero as the landlord types, then shows the final statement', async () => {
    const { user, router, requests } = openEndTenancy(() => json({ tenant: amina }));
    expect(
      await screen.findByRole('heading', { name: 'End tenancy of Amina Otieno' }),
    ).toBeVisible();
    const facts = screen.getByText('Deposit held').closest('dl')!;
    expect(facts).toHaveTextContent(/Deposit heldKES 20,000/);
    expect(facts).toHaveTextContent(/Current balanceKES 2,000/);
    expect(await screen.findByLabelText('Move-out Date')).toHaveValue(shownDay(today));
    const reading = screen.getByLabelText('Final Meter Reading (optional)');
    expect(reading).toHaveAccessibleDescription('Last reading 100 on 1 Nov 2026');
    // Nothing deducted yet: the whole deposit goes back.
    expect(summary()).toHaveTextContent('Deposit held 20,000 − deductions 0 − refund 20,000 = 0');

    await user.type(reading, '110');
    expect(reading).toHaveAccessibleDescription(
      /Last reading 100 on 1 Nov 2026 · 10 units, KES 1,500 added to the bill/,
    );
    // 2,000 of rent and 1,500 of water to the final reading: 3,500 is owed.
    expect(summary()).toHaveTextContent(/Owed once the water is billed: KES 3,500/);
    await addDeduction(user, 'Unpaid rent', '3500');
    expect(summary()).toHaveTextContent(
      'Deposit held 20,000 − deductions 3,500 − refund 16,500 = 0',
    );
    await addDeduction(user, 'Damage', '4500', 'Broken window');
    expect(summary()).toHaveTextContent(
      'Deposit held 20,000 − deductions 8,000 − refund 12,000 = 0',
    );
    expect(summary()).toHaveTextContent('Settled to zero.');
    await user.click(screen.getByRole('combobox', { name: 'Paid by' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'MPESA' }));
    await user.type(screen.getByLabelText('Reference'), 'QK12AB34CD');
    await user.click(screen.getByRole('button', { name: 'END TENANCY' }));
    await confirmEnd(user);

    expect(await screen.findByRole('heading', { name: 'Final statement' })).toBeVisible();
    expect(router.location.pathname).toBe('/tenant-details/t-1');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Amina Otieno's tenancy has ended. Their final statement is below.",
    );
    expect(screen.getByText(/^Former tenant · moved out /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download final statement (PDF)' })).toBeVisible();
    expect(posts(requests)[0]?.body).toEqual({
      moveoutdate: today,
      finalmeterreading: 110,
      deductions: [
        { reason: 'unpaid rent', amount: 3500 },
        { reason: 'damage', amount: 4500, note: 'Broken window' },
      ],
      refund: { amount: 12000, paymentmode: 'MPESA', reference: 'QK12AB34CD' },
    });
  });

  it('says what breaks the rules before sending: too much kept for rent, not settled, no reference', async () => {
    const { user, requests } = openEndTenancy(() => json({ tenant: amina }));
    await screen.findByRole('button', { name: 'Add deduction' });
    await addDeduction(user, 'Unpaid rent', '5000');
    // A refund the landlord typed is theirs: deductions no longer move it.
    const refund = screen.getByLabelText('Refund Amount (KES)');
    await user.clear(refund);
    await user.type(refund, '10000');
    expect(summary()).toHaveTextContent(
      'Deposit held 20,000 − deductions 5,000 − refund 10,000 = 5,000',
    );
    expect(summary()).toHaveTextContent(
      /KES 5,000 of the deposit is not yet deducted or refunded\./,
    );
    expect(summary()).toHaveTextContent(
      /Unpaid rent and water deductions are more than the KES 2,000 owed/,
    );
    await user.click(screen.getByRole('button', { name: 'END TENANCY' }));

    expect(
      await screen.findByText(
        /Unpaid rent and water deductions are more than the tenant owes \(KES 2,000\)/,
      ),
    ).toBeVisible();
    expect(refund).toHaveAccessibleDescription(
      /Deductions and refund must add up to the deposit held \(KES 20,000\); they add up to KES 15,000/,
    );
    expect(screen.getByRole('combobox', { name: 'Paid by' })).toHaveAccessibleDescription(
      'Please choose how the refund was paid',
    );
    expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription(
      'Please enter the refund reference',
    );
    expect(posts(requests)).toHaveLength(0);
  });

  it("shows the server's refusals under the fields they name", async () => {
    const message = 'The final reading cannot be below the last reading (100)';
    const { user, requests } = openEndTenancy(() =>
      apiError(409, 'conflict', message, { finalmeterreading: message }),
    );
    const reading = await screen.findByLabelText('Final Meter Reading (optional)');
    await user.type(reading, '90');
    expect(reading).toHaveAccessibleDescription(/below the last reading/);
    await user.click(screen.getByRole('combobox', { name: 'Paid by' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Cash' }));
    await user.type(screen.getByLabelText('Reference'), 'Receipt 114');
    await user.click(screen.getByRole('button', { name: 'END TENANCY' }));
    await confirmEnd(user);
    expect(await screen.findByText(message)).toBeVisible();
    expect(reading).toHaveAccessibleDescription(message);
    expect(posts(requests)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'End tenancy of Amina Otieno' })).toBeVisible();
  });

  it('shows the rent a back-dated move-out credits, and offers deductions from the balance after', async () => {
    // Moving out on 15 November: 1,500 of November's rent and December's 2,000 are credited
    // back, so Amina's 2,000 owed becomes 1,500 in her favour.
    const earlier = '2026-11-15';
    const credits = [
      {
        invoiceid: 'i-11',
        invoicenumber: 11,
        billingdate: '2026-11-05',
        periodfrom: '2026-11-01',
        periodto: '2026-11-30',
        amount: 1500,
        effectiveon: '2026-11-05',
      },
      {
        invoiceid: 'i-12',
        invoicenumber: 12,
        billingdate: '2026-12-05',
        periodfrom: '2026-12-01',
        periodto: '2026-12-31',
        amount: 2000,
        effectiveon: '2026-12-05',
      },
    ];
    const { user, requests } = openEndTenancy(() => json({ tenant: amina }), {
      [today]: previewOf(today),
      [earlier]: previewOf(earlier, credits),
    });
    const date = await screen.findByLabelText('Move-out Date');
    expect(summary()).toHaveTextContent(/Owed once the water is billed: KES 2,000/);
    expect(screen.queryByRole('region', { name: 'Rent after move-out credited' })).toBeNull();

    await user.clear(date);
    await user.type(date, shownDay(earlier));
    const shown = await screen.findByRole('region', { name: 'Rent after move-out credited' });
    expect(shown).toHaveTextContent(/INV-000011 · rent for 1 Nov 2026 – 30 Nov 2026− KES 1,500/);
    expect(shown).toHaveTextContent(/INV-000012 · rent for 1 Dec 2026 – 31 Dec 2026− KES 2,000/);
    expect(shown).toHaveTextContent(
      /After these credits the tenant is owed KES 1,500: it stays on their final statement/,
    );
    expect(requests.map((request) => request.path)).toContain(
      `/api/tenant/t-1/move-out-preview?moveoutdate=${earlier}`,
    );
    // Nothing owed once the rent after the move-out is credited: unpaid rent takes nothing.
    expect(summary()).toHaveTextContent(/Owed once the water is billed: KES 0/);
    await addDeduction(user, 'Unpaid rent', '500');
    expect(summary()).toHaveTextContent(
      /Unpaid rent and water deductions are more than the KES 0 owed/,
    );
    await user.click(screen.getByRole('button', { name: 'END TENANCY' }));
    expect(
      await screen.findByText(
        /Unpaid rent and water deductions are more than the tenant owes \(KES 0\)/,
      ),
    ).toBeVisible();
    expect(posts(requests)).toHaveLength(0);
  });
});
