import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { makeRental } from '../testing/fixtures';

const emptyRental = (id: string, name: string) =>
  makeRental(id, name, { summary: { roomtypes: 2, units: 12, occupiedunits: 0, tenants: 0 } });

describe('delete rental', () => {
  it('says a rental with tenants cannot go before the click, and DELETE is off', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals': () => json({ rentals: [makeRental('r-1', 'Sunrise Court')] }),
    });
    renderApp('/rental-details/delete/r-1');

    const dialog = await screen.findByRole('dialog', { name: 'Delete Sunrise Court?' });
    expect(
      await within(dialog).findByText(
        'This rental still has 9 tenants. Move or remove them first.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'DELETE' })).toBeDisabled();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('says "1 tenant" for one', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals': () =>
        json({
          rentals: [
            makeRental('r-1', 'Sunrise Court', {
              summary: { roomtypes: 1, units: 4, occupiedunits: 1, tenants: 1 },
            }),
          ],
        }),
    });
    renderApp('/rental-details/delete/r-1');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sunrise Court?' });
    expect(
      await within(dialog).findByText('This rental still has 1 tenant. Move or remove them first.'),
    ).toBeVisible();
  });

  it('shows a refusal the list did not foresee in the dialog and keeps the rental', async () => {
    const message = 'Sunrise Court still has 1 tenant(s). Move or remove them first.';
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals': () => json({ rentals: [emptyRental('r-1', 'Sunrise Court')] }),
      'DELETE /api/rental/r-1': () => apiError(409, 'conflict', message),
    });
    const { user, router } = renderApp('/rental-details/delete/r-1');

    const dialog = await screen.findByRole('dialog', { name: 'Delete Sunrise Court?' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'DELETE' })).toBeDisabled();
    expect(router.location.pathname).toBe('/rental-details/delete/r-1');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitForMove(router, '/rentals', dialog);
    expect(await screen.findByRole('article', { name: 'Sunrise Court' })).toBeVisible();
  });

  it('deletes, says so and goes back to the list', async () => {
    let deleted = false;
    mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals': () =>
        json({ rentals: deleted ? [] : [emptyRental('r-1', 'Sunrise Court')] }),
      'DELETE /api/rental/r-1': () => {
        deleted = true;
        return json({ message: 'Rental removed successfully' });
      },
    });
    const { user, router } = renderApp('/rental-details/delete/r-1');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sunrise Court?' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Rental removed successfully');
    expect(router.location.pathname).toBe('/rentals');
    expect(await screen.findByRole('heading', { name: 'No rentals yet' })).toBeVisible();
  });
});
