import type { Meter } from '@rental/shared/schemas/readings';
import { toTimestamp } from '@rental/shared/timestamp';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { rental } from '../testing/fixtures';

function meter(house: string, meternumber: string, previous: number | null): Meter {
  return {
    tenantid: `t-${house}`,
    tenantname: `Tenant ${house}`,
    housenumber: house,
    meternumber,
    unitrate: 150,
    previousreading: previous,
    previousdate: previous === null ? null : toTimestamp('2026-04-30T07:00:00Z'),
  };
}

const meters = [meter('A1', 'M-1', 10), meter('A2', 'M-2', null), meter('A3', 'M-3', 50)];

function openGrid(post: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/rental/all-rentals': () => json({ rentals: [rental('r-1', 'Sunrise Court')] }),
    'GET /api/water/meters?rentalid=r-1': () => json({ meters }),
    'POST /api/water/new-readings': post,
    'GET /api/water/readings': () => json({ readings: [] }),
  });
  return { ...renderApp('/water-readings/building'), ...api };
}

const field = (house: string) => screen.findByLabelText(`Reading of ${house}`);

describe('readings for a building', () => {
  it('shows usage and cost while typing, and sends only the rows filled in', async () => {
    const { user, requests } = openGrid(() => json({ readings: [] }, 201));
    expect(await screen.findByText('Last 10 · 30 Apr 2026')).toBeInTheDocument();
    expect(screen.getByText('No reading yet')).toBeInTheDocument();

    await user.type(await field('A1'), '22.5');
    expect(screen.getByText(/12\.5 units · KES 1,875/)).toBeInTheDocument();
    await user.type(await field('A2'), '7');
    expect(screen.getByText('Starting reading: bills nothing')).toBeInTheDocument();
    await user.type(await field('A3'), '40');
    expect(
      screen.getByText(
        'Below the previous reading (50). Tick Meter replaced if the meter was changed.',
      ),
    ).toBeInTheDocument();
    await user.clear(await field('A3'));

    await user.click(screen.getByRole('button', { name: 'SAVE 2 READINGS' }));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      rentalid: 'r-1',
      readingdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      readings: [
        { meternumber: 'M-1', meterreading: '22.5', meterreplacement: false },
        { meternumber: 'M-2', meterreading: '7', meterreplacement: false },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('0 water readings saved');
  });

  it("shows the server's message under the row it refused, and saves nothing", async () => {
    const message =
      "The new reading (40) is below the previous reading (50). Tick 'Meter replaced' if the meter was changed.";
    const { user } = openGrid(() =>
      apiError(400, 'validation', message, { 'readings.1.meterreading': message }),
    );
    await user.type(await field('A1'), '22.5');
    await user.type(await field('A3'), '40');
    await user.click(await screen.findByRole('button', { name: 'SAVE 2 READINGS' }));
    expect(
      await screen.findByText('Nothing was saved: 1 row needs correcting.'),
    ).toBeInTheDocument();
    expect(await field('A3')).toHaveAccessibleDescription(message);
    expect(await field('A1')).not.toHaveAccessibleDescription(message);
  });
});
