import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  rentChange,
  tenantDetailsHandlers,
  statementOf,
  tenant,
  tenantDetail,
} from '../testing/fixtures';

const amina = tenantDetail(tenant('t-1'), 15000, 0);
const noStatement = statementOf(amina);

function openTenant(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(noStatement),
    ...tenantDetailsHandlers('t-1', { lastbilled: '2026-03-02' }),
    ...extra,
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

async function openDialog(user: ReturnType<typeof openTenant>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Change rent' }));
  return screen.findByRole('dialog', { name: 'Change rent' });
}

describe('Change rent', () => {
  it('checks the form, then saves the new rent from a date', async () => {
    let history = [] as ReturnType<typeof rentChange>[];
    const { user, requests } = openTenant({
      'GET /api/tenant/t-1/rent-history': () =>
        json({ rentchanges: history, monthlyrent: 15000, lastbilled: '2026-03-02' }),
      'POST /api/tenant/t-1/rent-change': () => {
        history = [rentChange('c-1')];
        return json({ tenant: amina }, 201);
      },
    });
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent(/Now KES 15,000 a month/);
    expect(dialog).toHaveTextContent('Rent is billed up to 2 Mar 2026: choose a later date.');

    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByLabelText('New monthly rent (KES)')).toHaveAccessibleDescription(
      'Please enter monthly rent',
    );
    expect(within(dialog).getByLabelText('Effective from')).toHaveAccessibleDescription(
      'Please choose the date it starts from',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Please give the reason for the change',
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('New monthly rent (KES)'), '17000');
    await user.type(within(dialog).getByLabelText('Effective from'), '01/04/2026');
    await user.type(within(dialog).getByLabelText('Reason'), 'Yearly increase');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Rent of Amina Otieno set to KES 17,000 from 1 Apr 2026/,
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      monthlyrent: 17000,
      effectivefrom: '2026-04-01',
      reason: 'Yearly increase',
    });
    // The history shows the change without a reload.
    const section = screen.getByRole('region', { name: 'Rent history' });
    expect(await within(section).findByText('Yearly increase')).toBeVisible();
  });

  it("shows the server's refusal under the date, and keeps the dialog open", async () => {
    const billed = 'Rent is already billed up to 2026-03-02: a change must start after it.';
    const { user } = openTenant({
      'POST /api/tenant/t-1/rent-change': () =>
        apiError(409, 'conflict', billed, { effectivefrom: billed }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('New monthly rent (KES)'), '17000');
    await user.type(within(dialog).getByLabelText('Effective from'), '01/03/2026');
    await user.type(within(dialog).getByLabelText('Reason'), 'Increase');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Effective from')).toHaveAccessibleDescription(billed),
    );
    expect(screen.getByRole('dialog', { name: 'Change rent' })).toBeVisible();
  });
});
