import { todayInNairobi } from '@rental/shared/dates';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownDay } from '../../../test/dates';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  tenantDetailsHandlers,
  statementOf,
  tenant,
  tenantDetail,
} from '../testing/fixtures';

const amina = tenantDetail(tenant('t-1'), 15000, 0);
const moved: TenantDetail = {
  ...amina,
  tenantdata: { ...amina.tenantdata, rentalid: 'r-2', housetype: 'room-3', housenumber: 'B4' },
  rentalname: 'Baraka Flats',
  roomtype: 'Two Bedroom',
};

function openTenant(move: () => Response, current = () => amina) {
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: current() }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(current())),
    ...tenantDetailsHandlers('t-1'),
    'POST /api/tenant/t-1/move': move,
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

async function openDialog(user: ReturnType<typeof openTenant>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Move to another unit' }));
  return screen.findByRole('dialog', { name: 'Move Amina Otieno' });
}

async function choose(user: ReturnType<typeof openTenant>['user'], label: string, option: string) {
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Move to another unit', () => {
  it('moves the tenant, asking for meter readings only when the meter changes', async () => {
    let current = amina;
    const { user, requests } = openTenant(
      () => {
        current = moved;
        return json({ tenant: moved });
      },
      () => current,
    );
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Now in house A1 (One Bedroom, Sunrise Court).');
    expect(within(dialog).getByLabelText('Moving date')).toHaveValue(shownDay(todayInNairobi()));
    expect(within(dialog).queryByLabelText(/Last reading of meter/)).not.toBeInTheDocument();

    await choose(user, 'Apartment', 'Baraka Flats');
    await choose(user, 'Room Type', 'Two Bedroom · 4 of 4 free');
    const house = within(dialog).getByLabelText('House Number');
    await user.clear(house);
    await user.type(house, 'B4');
    const meter = within(dialog).getByLabelText('Meter Number');
    await user.clear(meter);
    await user.type(meter, 'M-009');
    await user.type(within(dialog).getByLabelText('Last reading of meter M-001'), '120.5');
    await user.type(within(dialog).getByLabelText('First reading of meter M-009'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'MOVE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Amina Otieno moved to house B4 (Two Bedroom)',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      rentalid: 'r-2',
      housetype: 'room-3',
      housenumber: 'B4',
      meternumber: 'M-009',
      effectivefrom: todayInNairobi(),
      finalmeterreading: 120.5,
      openingmeterreading: 3,
    });
    // The edit form below starts again from the new place: saving it must not move them back.
    await waitFor(() => expect(screen.getByLabelText('House Number')).toHaveValue('B4'));
  });

  it('leaves the readings out once the meter number is put back', async () => {
    const { user, requests } = openTenant(() => json({ tenant: moved }));
    const dialog = await openDialog(user);
    const meter = within(dialog).getByLabelText('Meter Number');
    await user.type(meter, '9');
    await user.type(within(dialog).getByLabelText('First reading of meter M-0019'), '3');
    await user.type(meter, '{Backspace}');
    expect(within(dialog).queryByLabelText(/First reading/)).not.toBeInTheDocument();
    const house = within(dialog).getByLabelText('House Number');
    await user.clear(house);
    await user.type(house, 'A3');
    await user.click(within(dialog).getByRole('button', { name: 'MOVE' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const body = requests.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ housenumber: 'A3', meternumber: 'M-001' });
    expect(body).not.toHaveProperty('openingmeterreading');
  });

  it('shows a refusal under its field, and one of no field above the buttons', async () => {
    const taken = 'House A2 in Sunrise Court already has a tenant';
    let answer = () => apiError(409, 'conflict', taken, { housenumber: taken });
    const { user } = openTenant(() => answer());
    const dialog = await openDialog(user);
    const house = within(dialog).getByLabelText('House Number');
    await user.clear(house);
    await user.type(house, 'A2');
    await user.click(within(dialog).getByRole('button', { name: 'MOVE' }));
    await waitFor(() => expect(house).toHaveAccessibleDescription(taken));

    answer = () => apiError(404, 'not_found', 'Rental not found');
    await user.click(within(dialog).getByRole('button', { name: 'MOVE' }));
    expect(await within(dialog).findByText('Rental not found')).toBeVisible();
  });
});
