import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { pagePath, pageToken, tenantPage } from '../testing/fixtures';

// "Report a problem" on the tenant's page (issue 32), and the repairs they reported.

function openPage(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  return { ...renderApp(`/t/${pageToken}`), ...api };
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'tap.png', {
    type: 'image/png',
  });

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Repairs on the tenant page', () => {
  it('lists the reported repairs with where each stands', async () => {
    openPage({ [`GET ${pagePath}`]: () => json(tenantPage()) });
    const section = await screen.findByRole('region', { name: 'Repairs' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('R-1002 · Plumbing');
    expect(items[0]).toHaveTextContent('Reported on 9 Mar 2026');
    expect(items[0]).toHaveTextContent('Scheduled');
  });

  it('checks the report and its photos, sends it as the route takes it, shows the reference', async () => {
    const { requests } = openPage({
      [`GET ${pagePath}`]: () => json(tenantPage()),
      [`POST ${pagePath}/repairs`]: () => json({ reference: 'R-1003', status: 'new' }, 201),
    });
    // The file chooser offers pictures only; a file dropped past it is still checked.
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'REPORT A PROBLEM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });

    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(await within(dialog).findByText('Choose what needs repair')).toBeInTheDocument();
    expect(within(dialog).getByText('Please describe the problem')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'What needs repair' }));
    await user.click(await screen.findByRole('option', { name: 'Plumbing' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Describe the problem' }),
      'The kitchen tap leaks',
    );

    const input = within(dialog).getByLabelText('ADD A PHOTO');
    await user.upload(input, new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'lease.pdf is not a picture: choose a JPEG, PNG or WebP photo.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'big.jpg is bigger than 5 MB: choose a smaller photo.',
    );
    await user.upload(input, png());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('tap.png')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your reference is R-1003');
    const posted = requests.filter((r) => r.method === 'POST');
    expect(posted.map((r) => r.path)).toEqual([`${pagePath}/repairs`]);
    const body = posted[0]!.body as { category: string; description: string; photos: string[] };
    expect(body).toMatchObject({ category: 'plumbing', description: 'The kitchen tap leaks' });
    expect(body.photos).toHaveLength(1);
    expect(body.photos[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(posted[0]!.headers.get('x-auth-token')).toBeNull();
    // The page's list is read again, with the new repair in it.
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.path === pagePath)).toHaveLength(2),
    );
  });

  it("shows the server's refusal of a photo under the photos", async () => {
    openPage({
      [`GET ${pagePath}`]: () => json(tenantPage({ repairs: [] })),
      [`POST ${pagePath}/repairs`]: () =>
        apiError(400, 'validation', 'A photo must be a JPEG, PNG or WebP picture', {
          photos: 'A photo must be a JPEG, PNG or WebP picture',
        }),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Repairs' });
    expect(within(section).getByText(/No repairs reported/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'REPORT A PROBLEM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('combobox', { name: 'What needs repair' }));
    await user.click(await screen.findByRole('option', { name: 'Roof' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Describe the problem' }), 'Leak');
    await user.upload(within(dialog).getByLabelText('ADD A PHOTO'), png());
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A photo must be a JPEG, PNG or WebP picture',
    );
  });

  it("speaks the tenant's language: Kiswahili", async () => {
    const page = tenantPage();
    page.tenant = { ...page.tenant, language: 'sw' };
    openPage({ [`GET ${pagePath}`]: () => json(page) });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Matengenezo' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('R-1002 · Mabomba');
    expect(within(section).getByRole('listitem')).toHaveTextContent('Limepangwa');
    await user.click(within(section).getByRole('button', { name: 'RIPOTI TATIZO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ripoti tatizo' });
    await user.click(within(dialog).getByRole('button', { name: 'TUMA' }));
    expect(await within(dialog).findByText('Tafadhali eleza tatizo')).toBeInTheDocument();
    expect(within(dialog).getByText('Chagua kinachohitaji kutengenezwa')).toBeInTheDocument();
  });

  it('offers no report to a former tenant with no repairs', async () => {
    const page = tenantPage({ repairs: [] });
    page.tenant = { ...page.tenant, status: 'former', moveoutdate: '2026-03-31' };
    openPage({ [`GET ${pagePath}`]: () => json(page) });
    await screen.findByRole('region', { name: 'Your final balance' });
    expect(screen.queryByRole('region', { name: 'Repairs' })).not.toBeInTheDocument();
  });
});
