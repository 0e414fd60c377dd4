import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { makeRental } from '../testing/fixtures';

const rentals = [
  makeRental('r-1', 'Sunrise Court', {
    summary: { roomtypes: 3, units: 20, occupiedunits: 15, tenants: 14 },
  }),
  makeRental('r-2', 'Baraka Flats'),
  makeRental('r-3', 'Sunset Villas'),
];

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('rentals page', () => {
  it('shows a card per rental with its figures and links', async () => {
    mockApi({ ...signedIn(), 'GET /api/rental/all-rentals': () => json({ rentals }) });
    renderApp('/rentals');
    const card = await screen.findByRole('article', { name: 'Sunrise Court' });
    expect(card).toHaveTextContent('Kasarani, Nairobi');
    expect(card).toHaveTextContent('3 room types');
    expect(card).toHaveTextContent('Units20');
    expect(card).toHaveTextContent('Occupied15');
    expect(card).toHaveTextContent('Tenants14');
    expect(within(card).getByRole('link', { name: 'Edit Sunrise Court' })).toHaveAttribute(
      'href',
      '/rental-details/r-1',
    );
    expect(within(card).getByRole('link', { name: 'Delete Sunrise Court' })).toHaveAttribute(
      'href',
      '/rental-details/delete/r-1',
    );
    expect(screen.getByRole('link', { name: 'New Rental' })).toHaveAttribute('href', '/newrental');
  });

  it('filters by name, case-insensitively, anywhere in the name', async () => {
    mockApi({ ...signedIn(), 'GET /api/rental/all-rentals': () => json({ rentals }) });
    const { user } = renderApp('/rentals');
    await screen.findByRole('article', { name: 'Baraka Flats' });
    const search = screen.getByLabelText('Search rentals');

    await user.type(search, 'SUN');
    expect(cardNames()).toEqual(['Sunrise Court', 'Sunset Villas']);

    await user.clear(search);
    await user.type(search, 'set v');
    expect(cardNames()).toEqual(['Sunset Villas']);

    await user.clear(search);
    await user.type(search, 'Kilimani');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No rentals match "Kilimani"')).toBeVisible();

    await user.clear(search);
    expect(cardNames()).toHaveLength(3);
  });

  it('invites the user to add a first rental when there is none', async () => {
    mockApi({ ...signedIn(), 'GET /api/rental/all-rentals': () => json({ rentals: [] }) });
    renderApp('/rentals');
    expect(await screen.findByRole('heading', { name: 'No rentals yet' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'New Rental' })).toHaveLength(2);
  });
});
