import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { ownerPage, ownerPagePath, ownerToken } from '../testing/fixtures';

// The landlord's page shows their rentals' repairs (issue 32): open ones, and this month's
// closed ones with the cost and who paid it.

function openPage(handlers: Parameters<typeof mockApi>[0]) {
  mockApi(handlers);
  return renderApp(`/o/${ownerToken}`);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Repairs on a landlord's own page", () => {
  it('lists open repairs, then those closed this month with the cost and who paid', async () => {
    openPage({ [`GET ${ownerPagePath}`]: () => json(ownerPage()) });
    const section = await screen.findByRole('region', { name: 'Repairs' });
    const [open, closed] = within(section).getAllByRole('listitem');
    expect(open).toHaveTextContent('R-1004 · Electrical');
    expect(open).toHaveTextContent('Emergency');
    expect(open).toHaveTextContent('In progress');
    expect(open).toHaveTextContent('Mvule Court, house B2');
    expect(open).toHaveTextContent('Reported on 8 Mar 2026');
    expect(closed).toHaveTextContent('R-1001 · Roof');
    expect(closed).toHaveTextContent('Done');
    expect(closed).toHaveTextContent('Jua Flats');
    expect(closed).toHaveTextContent('Closed on 4 Mar 2026 · KES 3,500, paid by you');
  });

  it('says so when there are none', async () => {
    openPage({ [`GET ${ownerPagePath}`]: () => json(ownerPage({ repairs: [] })) });
    const section = await screen.findByRole('region', { name: 'Repairs' });
    expect(
      within(section).getByText('No repairs open, and none closed this month.'),
    ).toBeInTheDocument();
  });

  it('reads in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    const page = ownerPage({ language: 'sw' });
    page.repairs[1] = { ...page.repairs[1]!, paidby: 'tenant' };
    openPage({ [`GET ${ownerPagePath}`]: () => json(page) });
    const section = await screen.findByRole('region', { name: 'Matengenezo' });
    const [open, closed] = within(section).getAllByRole('listitem');
    expect(open).toHaveTextContent('R-1004 · Umeme');
    expect(open).toHaveTextContent('Dharura');
    expect(open).toHaveTextContent('Mvule Court, nyumba B2');
    expect(closed).toHaveTextContent('Yalifungwa 4 Mac 2026 · KES 3,500, ametozwa mpangaji');
  });
});
