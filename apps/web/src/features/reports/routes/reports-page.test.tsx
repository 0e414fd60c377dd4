import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentUser, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

describe('the reports hub', () => {
  it('lists each report with what it shows and where it is', async () => {
    mockApi(signedIn());
    renderApp('/reports');
    const list = await screen.findByRole('list', { name: 'Reports' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Rent rollEvery unit with its tenant or marked vacant: rent, deposit held, balance, move-in date.',
        '/reports/rent-roll',
      ],
      [
        'OccupancyUnits let and vacant per rental, the rent lost to vacancies, and 12 months of occupancy.',
        '/reports/occupancy',
      ],
      [
        'VacanciesEach vacant unit with its days vacant and rent lost, tenants moving out soon, and days to re-let.',
        '/reports/vacancies',
      ],
      [
        'RepairsOpen repairs by age, and what repairs cost per rental and month beside its other expenses.',
        '/reports/repairs',
      ],
      [
        'CollectionsInvoiced against collected, month by month and per rental, with the collection rate.',
        '/reports/collections',
      ],
      [
        'Income statementRent, water, service charge and other income less expenses by category: the net per rental.',
        '/reports/income-statement',
      ],
      [
        "KRA rental income (MRI)A month's residential rent and tax, laid out to copy into iTax.",
        '/reports/kra-mri',
      ],
      ['ArrearsWho owes what, and since when, by rental.', '/arrears'],
      ['Deposits heldThe deposits you hold, by rental and tenant.', '/settings?tab=reports'],
    ]);
    expect(screen.getByRole('banner')).toHaveTextContent('Reports');
  });

  it("lists agents' owner statements for Agent accounts only", async () => {
    mockApi(signedIn(agentUser));
    renderApp('/reports');
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(within(list).getByRole('link', { name: /^Owner statements/ })).toHaveAttribute(
      'href',
      '/reports/owner-statement',
    );
  });
});
