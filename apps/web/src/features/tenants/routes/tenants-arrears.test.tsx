import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { portfolioHandlers, tenant } from '../testing/fixtures';

const tenants = [
  tenant('t-1', { firstname: 'Amina', lastname: 'Otieno', housenumber: 'A1', balance: 2000.5 }),
  tenant('t-2', { firstname: 'Brian', lastname: 'Kamau', housenumber: 'B2', balance: 0 }),
  tenant('t-3', { firstname: 'Chebet', lastname: 'Kiprop', housenumber: 'C3', balance: -500 }),
  tenant('t-4', { firstname: 'Daudi', lastname: 'Mwangi', housenumber: 'D4', balance: 9000 }),
];

function names() {
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter(Boolean);
}

describe('tenants: who owes what', () => {
  it('shows each balance in words, filters those in arrears and sorts by balance', async () => {
    mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants }),
    });
    const { user } = renderApp('/tenants');
    const amina = (await screen.findByText('Amina Otieno')).closest('article')!;
    expect(within(amina).getByText('Owes')).toBeVisible();
    expect(within(amina).getByText(/KES 2,000\.50/)).toBeVisible();
    const chebet = screen.getByText('Chebet Kiprop').closest('article') as HTMLElement;
    expect(within(chebet).getByText('In credit')).toBeVisible();
    expect(within(chebet).getByText(/KES 500/)).toBeVisible();
    const brian = screen.getByText('Brian Kamau').closest('article') as HTMLElement;
    expect(within(brian).getByText('Paid up')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'In arrears' }));
    expect(names()).toEqual(['Amina Otieno', 'Daudi Mwangi']);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Balance, highest first' }));
    expect(names()).toEqual(['Daudi Mwangi', 'Amina Otieno']);
  });

  it('on a phone keeps Show and Sort behind Filters, counting an applied Show', async () => {
    onPhone();
    mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants }),
    });
    const { user } = renderApp('/tenants');
    await screen.findByText('Amina Otieno');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    // Folded, the fields are hidden from everyone, screen readers too.
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'In arrears' }));
    expect(names()).toEqual(['Amina Otieno', 'Daudi Mwangi']);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});
