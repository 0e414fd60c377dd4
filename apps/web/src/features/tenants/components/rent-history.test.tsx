import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { rentChange } from '../testing/fixtures';
import { RentHistory } from './rent-history';

// Dates far from today, so "upcoming" and "in force" do not depend on when the test runs.
const upcoming = rentChange('c-3', { effectivefrom: '2999-01-01', monthlyrent: 20000 });
const inForce = rentChange('c-2', {
  effectivefrom: '2001-06-01',
  monthlyrent: 16000,
  roomtype: 'Two Bedroom',
  reason: '',
  deletable: false,
});
const past = rentChange('c-1', { effectivefrom: '2000-01-01', deletable: false });

function show(changes = [upcoming, inForce, past], extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/tenant/t-1/rent-history': () =>
      json({ rentchanges: changes, monthlyrent: 16000, lastbilled: '2001-06-01' }),
    ...extra,
  });
  return { ...renderWithProviders(<RentHistory tenantId="t-1" />), ...api };
}

describe('Rent history', () => {
  it('lists the changes newest first, marking the one in force and those to come', async () => {
    show();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^From 1 Jan 2999KES 20,000UpcomingYearly increaseBy Amina/),
      expect.stringMatching(/^From 1 Jun 2001KES 16,000In forceTwo Bedroom rent, after a move/),
      expect.stringMatching(/^From 1 Jan 2000KES 17,000Yearly increase/),
    ]);
    // Only a change no invoice used yet can be deleted.
    expect(screen.getAllByRole('button', { name: /^Delete the change from/ })).toHaveLength(1);
  });

  it("words a lease's rise and renewal in the reader's language, a person's words as typed", async () => {
    await i18n.changeLanguage('sw');
    const rise = rentChange('c-5', {
      effectivefrom: '2999-06-01',
      reason: 'Yearly rise in the lease (2999-06-01)',
      reasoncode: 'leaseEscalation',
      reasonparams: { date: '2999-06-01' },
    });
    const renewal = rentChange('c-4', {
      effectivefrom: '2999-01-01',
      reason: 'Lease renewed to 2999-12-31',
      reasoncode: 'leaseRenewal',
      reasonparams: { enddate: '2999-12-31' },
    });
    show([rise, renewal, past]);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nyongeza ya kila mwaka ya mkataba (1 Jun 2999)');
    expect(items[1]).toHaveTextContent('Mkataba umefanywa upya hadi 31 Des 2999');
    expect(items[2]).toHaveTextContent('Yearly increase');
  });

  it("says the room type's rent applies when there is no change", async () => {
    show([]);
    expect(
      await screen.findByText(/No rent changes: the room type's rent applies, now KES 16,000/),
    ).toBeVisible();
  });

  it('deletes a planned change after asking, and shows a refusal in the dialog', async () => {
    let answer = () => apiError(409, 'conflict', 'This change is already billed');
    const { user, requests } = show(undefined, {
      'DELETE /api/tenant/t-1/rent-change/c-3': () => answer(),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete the change from 1 Jan 2999' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rent change?' });
    expect(dialog).toHaveTextContent(/The rent of KES 20,000 from 1 Jan 2999 will not be billed/);
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await within(dialog).findByText('This change is already billed')).toBeVisible();

    answer = () => json({ tenant: {} });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent('Rent change deleted');
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });
});
