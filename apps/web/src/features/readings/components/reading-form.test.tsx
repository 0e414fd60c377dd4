import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { reading, readingHandlers } from '../testing/fixtures';

type User = ReturnType<typeof renderApp>['user'];

function openNewReading(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...signedIn(), ...readingHandlers, ...extra });
  return { ...renderApp('/new-reading'), ...api };
}

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const save = () => screen.getByRole('button', { name: 'SAVE' });

describe('new reading form', () => {
  it('asks for the meter and the reading, and sends nothing', async () => {
    const { user, requests } = openNewReading();
    await screen.findByRole('combobox', { name: 'Rental' });
    await user.click(save());
    expect(await screen.findByText('Please select meter number')).toBeInTheDocument();
    expect(screen.getByLabelText('New Reading')).toHaveAccessibleDescription(
      'Please enter new reading',
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("offers the chosen rental's meters only and shows the meter's tenant", async () => {
    const { user } = openNewReading();
    const meter = await screen.findByRole('combobox', { name: 'Meter Number' });
    expect(meter).toHaveAttribute('aria-disabled', 'true');

    await choose(user, 'Rental', 'Sunrise Court');
    await user.click(screen.getByRole('combobox', { name: 'Meter Number' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['M-001 · House A1', 'M-002 · House A2']);
    await user.click(screen.getByRole('option', { name: /M-002/ }));
    const name = screen.getByLabelText('Tenant Name');
    expect(name).toHaveValue('Brian Kamau');
    expect(name).toHaveAttribute('readonly');

    await choose(user, 'Meter Number', /M-001/);
    expect(name).toHaveValue('Amina Otieno');
    expect(await screen.findByText('Previous reading: 120.5 on 1 Mar 2025')).toBeInTheDocument();

    // Another rental: its own meters, and the old meter and name are cleared.
    await choose(user, 'Rental', 'Baraka Flats');
    expect(name).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: 'Meter Number' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['W-100 · House B1']);
  });

  it("shows the server's below-previous message under the reading", async () => {
    const message =
      "The new reading (100) is below the previous reading (120.5). Tick 'Meter replaced' if the meter was changed.";
    const { user, requests } = openNewReading({
      'POST /api/water/new-reading': () =>
        apiError(400, 'validation', message, { meterreading: message }),
    });
    await choose(user, 'Rental', 'Sunrise Court');
    await choose(user, 'Meter Number', /M-001/);
    await user.type(screen.getByLabelText('New Reading'), '100');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('New Reading')).toHaveAccessibleDescription(message);
    expect(requests.at(-1)?.body).toEqual({
      meternumber: 'M-001',
      meterreading: 100,
      meterreplacement: false,
    });
  });

  it("saves a replacement reading and shows 'Water reading saved' on the list", async () => {
    const saved = reading('w-2', 'Amina Otieno', 'M-001', '2025-04-01T07:00:00Z', 3, 3, 450);
    const { user, router, requests } = openNewReading({
      'POST /api/water/new-reading': () => json({ reading: saved }, 201),
      'GET /api/water/readings': () => json({ readings: [saved] }),
    });
    await choose(user, 'Rental', 'Sunrise Court');
    await choose(user, 'Meter Number', /M-001/);
    await user.type(screen.getByLabelText('New Reading'), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Meter replaced' }));
    await user.click(save());

    expect(await screen.findByText('Water reading saved')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/water-readings');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      meternumber: 'M-001',
      meterreading: 3,
      meterreplacement: true,
    });
  });
});
