import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import {
  makeOrganization,
  operatorUser,
  suspendedEnterprise,
  trialOrganization,
} from '../testing/fixtures';

const listPath = '/api/operator/organizations';
/** A grid on a machine busy with other tests can take more than the usual 5 s to appear. */
const slow = { timeout: 20_000 };
const all = [makeOrganization(), trialOrganization, suspendedEnterprise];

/** The app at `path` as an operator; the list answers per query string ('' = none). */
function openConsole(path: string, lists: Record<string, unknown[]> = { '': all }) {
  const api = mockApi({
    ...signedIn(operatorUser),
    ...Object.fromEntries(
      Object.entries(lists).map(([query, organizations]) => [
        `GET ${listPath}${query}`,
        () => json({ organizations }),
      ]),
    ),
  });
  return { ...api, ...renderApp(path) };
}

const listCalls = (requests: MockRequest[]) =>
  requests.filter((request) => request.path.startsWith(listPath)).map((r) => r.path);

describe('/operator for anyone but an operator', () => {
  it('is the not-found page, with no link to it and no call to the operator API', async () => {
    const { requests } = mockApi(signedIn());
    renderApp('/operator/organizations');
    // The file's first screen compiles MUI: on a busy machine, over 5 s.
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(requests.some((request) => request.path.startsWith('/api/operator'))).toBe(false);

    renderApp('/dashboard');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(within(nav).queryByRole('link', { name: 'Operator console' })).toBeNull();
  });
});

describe('/operator/organizations', { timeout: 60_000 }, () => {
  it('is linked for operators, opens on Organizations and lists each with its usage', async () => {
    const { router } = openConsole('/operator');
    const grid = await screen.findByRole('grid', { name: 'Organizations' }, slow);
    expect(router.location.pathname).toBe('/operator/organizations');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Operator console' })).toHaveAttribute(
      'href',
      '/operator',
    );
    expect(screen.getByRole('tab', { name: 'Organizations', selected: true })).toBeVisible();

    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [standard, trial, enterprise] = rows as [HTMLElement, HTMLElement, HTMLElement];
    for (const text of [
      'Baraka HomesBaraka Mwangi0722000111Landlord',
      'Standard',
      'Active',
      'Trial ends 1 Feb 2026',
      'Paid until 1 Apr 2026',
      '1 / 2 users',
      '3 / 5 rentals',
      '42 / 50 tenants',
      '38 / 100 invoices this month',
      '51 SMS this month',
      '7 WhatsApp messages this month',
      '10 Mar 2026',
    ]) {
      expect(standard).toHaveTextContent(text);
    }
    for (const text of ['Kilimani Agencies', 'Agent', 'Trial', 'Lapsing', 'Never paid']) {
      expect(trial).toHaveTextContent(text);
    }
    expect(trial).toHaveTextContent('No activity yet');
    for (const text of [
      'Enterprise',
      'KES 12,000 a month',
      'Contract to 31 Dec 2026',
      // A period the operator gave is not a payment.
      'Never paid',
      'Plan runs until 1 Apr 2026',
      'Suspended',
      'Suspended 5 Mar 2026: Cheque bounced',
      '4 / 10 users',
      '12 rentals, no limit',
      '290 invoices this month, no limit',
    ]) {
      expect(enterprise).toHaveTextContent(text);
    }
    expect(
      within(enterprise).getByRole('button', { name: 'Reactivate Pwani Estates' }),
    ).toBeVisible();
    expect(within(standard).getByRole('button', { name: 'Suspend Baraka Homes' })).toBeVisible();
    expect(screen.getByText('3 of 3')).toBeVisible();
  });

  it('shows a card per organization on a phone, its actions in words', async () => {
    onPhone();
    openConsole('/operator/organizations');
    const list = await screen.findByRole('list', { name: 'Organizations' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading', { name: 'Baraka Homes' })).toBeVisible();
    expect(cards[0]).toHaveTextContent('Baraka Mwangi · 0722000111');
    expect(cards[0]).toHaveTextContent('Landlord · Standard');
    expect(cards[0]).toHaveTextContent('3 / 5 rentals');
    expect(
      within(cards[0]!).getByRole('button', { name: 'Set plan for Baraka Homes' }),
    ).toHaveTextContent('Set plan');
    expect(cards[2]).toHaveTextContent('Suspended 5 Mar 2026: Cheque bounced');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('searches once typing pauses, keeping the search in the address', async () => {
    const { user, requests, router } = openConsole('/operator/organizations', {
      '': all,
      '?q=baraka': [makeOrganization()],
    });
    await screen.findByRole('grid', { name: 'Organizations' }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'baraka');
    await waitFor(() => expect(router.location.search).toBe('?q=baraka'));
    await waitFor(
      () => expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(2),
      slow,
    );
    // One call for the whole word, not one per letter.
    expect(listCalls(requests)).toEqual([listPath, `${listPath}?q=baraka`]);
  });

  it('applies the filters on APPLY FILTERS, and CLEAR keeps the search', async () => {
    const filtered = '?q=baraka&status=lapsing&planid=trial&accounttype=Agent';
    const { user, router } = openConsole('/operator/organizations?q=baraka', {
      '?q=baraka': [makeOrganization()],
      [filtered]: [],
    });
    await screen.findByRole('grid', { name: 'Organizations' }, slow);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Lapsing' }));
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Trial' }));
    await user.click(screen.getByRole('combobox', { name: 'Account type' }));
    await user.click(screen.getByRole('option', { name: 'Agent' }));
    expect(router.location.search).toBe('?q=baraka');
    await user.click(screen.getByRole('button', { name: 'APPLY FILTERS' }));
    expect(
      await screen.findByText('No organization matches the search and filters.'),
    ).toBeVisible();
    expect(router.location.search).toBe(filtered);

    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    await waitFor(() => expect(router.location.search).toBe('?q=baraka'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('baraka');
  });

  it('asks for the filters in the address it was opened at', async () => {
    const { requests } = openConsole('/operator/organizations?planid=enterprise&status=suspended', {
      '?status=suspended&planid=enterprise': [suspendedEnterprise],
    });
    const grid = await screen.findByRole('grid', { name: 'Organizations' }, slow);
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    expect(listCalls(requests)).toEqual([`${listPath}?status=suspended&planid=enterprise`]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Suspended');
  });
});
