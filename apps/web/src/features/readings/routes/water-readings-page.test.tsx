import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
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

describe('water readings page', () => {
  it('lists readings newest first with meter, date, reading, usage and cost', async () => {
    openReadings();
    await screen.findByText('Brian Kamau');
    const rows = rowTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Brian Kamau');
    expect(rows[1]).toContain('Amina Otieno');
    expect(rows[1]).toContain('Meter M-001');
    expect(rows[1]).toContain('1 Mar 2025');
    expect(rows[1]).toContain('House H-M-001');
    expect(rows[1]).toContain('1,100 → 1,120.5');
    expect(rows[1]).toContain('Usage: 20.5');
    expect(rows[1]).toMatch(/KES 3,075\.25/);
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

  it('corrects an unbilled reading, and says why the server refused one', async () => {
    const message =
      'The reading after this one (200) would then be below it. Correct that one first.';
    let attempts = 0; // the first correction is refused, the second accepted
    const api = mockApi({
      ...signedIn(),
      'GET /api/water/readings': () => json({ readings }),
      'PUT /api/water/readings/w-1': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, 'validation', message, { meterreading: message })
          : json({ reading: readings[1] });
      },
    });
    const { user } = renderApp('/water-readings');
    await user.click(
      await screen.findByRole('button', { name: 'Edit reading 1,120.5 of meter M-001' }),
    );
    const input = await screen.findByLabelText('New Reading');
    await user.clear(input);
    await user.type(input, '1130');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    await user.clear(input);
    await user.type(input, '1125');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reading corrected');
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { meterreading: 1130, meterreplacement: false },
      { meterreading: 1125, meterreplacement: false },
    ]);
  });

  it('deletes an unbilled reading after asking; a billed one has no actions', async () => {
    const billed = { ...readings[0]!, billed: true };
    const api = mockApi({
      ...signedIn(),
      'GET /api/water/readings': () => json({ readings: [billed, readings[1]] }),
      'DELETE /api/water/readings/w-1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/water-readings');
    expect(await screen.findByText('Billed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /of meter M-002/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete reading 1,120.5 of meter M-001' }));
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reading deleted');
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
