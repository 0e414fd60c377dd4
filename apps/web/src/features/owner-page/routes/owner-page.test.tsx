import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { ownerPage, ownerPagePath, ownerToken } from '../testing/fixtures';

function openPage(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  return { ...renderApp(`/o/${ownerToken}`), ...api };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("A landlord's own page", () => {
  it('shows this month’s sums, occupancy, statements and remittances, without a session', async () => {
    const { requests } = openPage({ [`GET ${ownerPagePath}`]: () => json(ownerPage()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Wanjiru Estates' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your rentals as managed by Baraka Property Agents')).toBeVisible();

    const month = screen.getByRole('region', { name: 'This month, March 2026' });
    expect(within(month).getByText('KES 100,000')).toBeInTheDocument();
    expect(within(month).getByText('KES 15,500')).toBeInTheDocument();
    expect(within(month).getByText('KES 4,200')).toBeInTheDocument();
    expect(within(month).getByText('KES 85,800')).toBeInTheDocument();

    const occupancy = screen.getByRole('region', { name: 'Occupancy' });
    expect(within(occupancy).getByText('Mvule Court')).toBeInTheDocument();
    expect(within(occupancy).getByText('8 of 10 occupied, 2 vacant')).toBeInTheDocument();
    expect(within(occupancy).getByText('All rentals')).toBeInTheDocument();
    expect(within(occupancy).getByText('12 of 14 occupied, 2 vacant')).toBeInTheDocument();

    const statements = screen.getByRole('region', { name: 'Owner statements' });
    const march = within(statements).getByRole('link', {
      name: 'Download the statement of March 2026 (PDF)',
    });
    expect(march).toHaveAttribute(
      'href',
      `/api/public/owner/${ownerToken}/statement/2026-03.pdf?lang=en`,
    );
    expect(march).toHaveAttribute('rel', 'noreferrer');

    const paid = screen.getByRole('region', { name: 'Paid to you' });
    expect(within(paid).getByText('KES 80,000')).toBeInTheDocument();
    expect(within(paid).getByText(/RC12345678/)).toBeInTheDocument();

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${ownerPagePath}`]);
    expect(requests[0]!.headers.get('x-auth-token')).toBeNull();
  });

  it("opens in the landlord's language, with the PDFs in it too, until the visitor switches", async () => {
    // The visitor's browser is in English; the agent set Wanjiru's language to Kiswahili.
    const { user } = openPage({
      [`GET ${ownerPagePath}`]: () => json(ownerPage({ language: 'sw' })),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Habari, Wanjiru Estates' }),
    ).toBeInTheDocument();
    const statements = screen.getByRole('region', { name: 'Taarifa za mwenye nyumba' });
    expect(within(statements).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/api/public/owner/${ownerToken}/statement/2026-03.pdf?lang=sw`,
    );
    // Only this tab follows the landlord: the app's remembered language is untouched.
    expect(localStorage.getItem('language')).not.toBe('sw');

    await user.click(screen.getByRole('button', { name: /Lugha/ }));
    await user.click(await screen.findByRole('menuitem', { name: /English/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Wanjiru Estates' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Owner statements' })).getAllByRole('link')[0],
    ).toHaveAttribute('href', `/api/public/owner/${ownerToken}/statement/2026-03.pdf?lang=en`);
  });

  it('fits a phone: every section in one column', async () => {
    onPhone();
    openPage({ [`GET ${ownerPagePath}`]: () => json(ownerPage()) });
    expect(await screen.findByRole('region', { name: 'Occupancy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paid to you' })).toBeInTheDocument();
  });

  it('says the link no longer works when it was revoked', async () => {
    openPage({
      [`GET ${ownerPagePath}`]: () => apiError(404, 'not_found', 'Page not found'),
    });
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Wanjiru Estates')).not.toBeInTheDocument();
  });
});
