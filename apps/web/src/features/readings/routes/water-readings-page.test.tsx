import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { reading } from '../testing/fixtures';

const readings = [
  reading('w-2', 'Brian Kamau', 'M-002', '2025-03-02T07:00:00Z', 80, 10, 1500),
  reading('w-1', 'Amina Otieno', 'M-001', '2025-03-01T07:00:00Z', 1120.5, 20.5, 3075.25),
];

function openReadings(list = readings) {
  mockApi({ ...signedIn(), 'GET /api/water/readings': () => json({ readings: list }) });
  return renderApp('/water-readings');
}

const rowTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('water readings page', { timeout: 20_000 }, () => {
  it('lists readings newest first with meter, date, reading, usage and cost', async () => {
    openReadings();
    await screen.findByText('Brian Kamau');
    const rows = rowTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Brian Kamau');
    expect(rows[1]).toContain('Amina Otieno');
    expect(rows[1]).toContain('Meter M-001');
    expect(rows[1]).toContain('1 Mar 2025');
    expect(rows[1]).toContain('Reading: 1,120.5');
    expect(rows[1]).toContain('Usage: 20.5');
    expect(rows[1]).toMatch(/Ksh\s?3,075\.25/);
    expect(screen.getByRole('link', { name: 'New Reading' })).toHaveAttribute(
      'href',
      '/new-reading',
    );
  });

  it('searches by tenant name or meter number', async () => {
    const { user } = openReadings();
    const search = await screen.findByLabelText('Search readings');
    await user.type(search, 'amina');
    expect(rowTexts()).toHaveLength(1);
    expect(rowTexts()[0]).toContain('Amina Otieno');
    await user.clear(search);
    await user.type(search, 'm-002');
    expect(rowTexts()[0]).toContain('Brian Kamau');
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No readings to show')).toBeInTheDocument();
  });

  it("says 'No readings to show' when there are none", async () => {
    openReadings([]);
    expect(await screen.findByText('No readings to show')).toBeInTheDocument();
  });
});
