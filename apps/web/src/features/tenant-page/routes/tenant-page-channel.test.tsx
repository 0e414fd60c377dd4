import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { pagePath, pageToken, tenantPage } from '../testing/fixtures';

// The tenant chooses on their page how bills, receipts and reminders reach them (issue 34).

function openPage(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  return { ...renderApp(`/t/${pageToken}`), ...api };
}

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the channel choice on the tenant page', () => {
  it('is not offered while the landlord has no WhatsApp', async () => {
    openPage({ [`GET ${pagePath}`]: () => json(tenantPage({ whatsapp: false })) });
    expect(await screen.findByRole('region', { name: 'Repairs' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your messages' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('saves WhatsApp with SMS as the safety net, and says so', async () => {
    const { user, requests } = openPage({
      [`GET ${pagePath}`]: () => json(tenantPage({ whatsapp: true, channel: 'sms' })),
      [`PUT ${pagePath}/channel`]: () => json({ channel: 'whatsapp_sms' }),
    });
    const section = await screen.findByRole('region', { name: 'Your messages' });
    const group = within(section).getByRole('radiogroup', { name: 'Your messages' });
    expect(group).toHaveAccessibleDescription(
      'How your landlord sends you bills, receipts and reminders.',
    );
    expect(within(group).getByRole('radio', { name: 'SMS' })).toBeChecked();
    // Plain WhatsApp, with no SMS if it fails, is not the page's to offer.
    expect(within(group).getAllByRole('radio')).toHaveLength(2);

    await user.click(
      within(group).getByRole('radio', { name: 'WhatsApp, with SMS if it does not arrive' }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Saved: your messages now come by WhatsApp, and by SMS if WhatsApp does not deliver them.',
    );
    expect(
      within(group).getByRole('radio', { name: 'WhatsApp, with SMS if it does not arrive' }),
    ).toBeChecked();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: `${pagePath}/channel`,
        body: { channel: 'whatsapp_sms' },
      }),
    ]);
    // The page's link is the key: no session goes with it.
    expect(requests.find((r) => r.method === 'PUT')?.headers.get('x-auth-token')).toBeNull();
  });

  it('says when the choice was refused, and keeps the saved one on', async () => {
    const { user } = openPage({
      [`GET ${pagePath}`]: () => json(tenantPage({ whatsapp: true, channel: 'whatsapp_sms' })),
      [`PUT ${pagePath}/channel`]: () =>
        apiError(429, 'rate_limited', 'Too many requests. Try again in a minute.'),
    });
    const section = await screen.findByRole('region', { name: 'Your messages' });
    await user.click(within(section).getByRole('radio', { name: 'SMS' }));
    expect(
      await within(section).findByText(
        'Too many changes from this page. Wait a while, then try again.',
      ),
    ).toBeVisible();
    expect(
      within(section).getByRole('radio', { name: 'WhatsApp, with SMS if it does not arrive' }),
    ).toBeChecked();
  });

  it('speaks Kiswahili to a tenant who reads it', async () => {
    const page = tenantPage({ whatsapp: true, channel: 'whatsapp' });
    openPage({
      [`GET ${pagePath}`]: () => json({ ...page, tenant: { ...page.tenant, language: 'sw' } }),
    });
    const section = await screen.findByRole('region', { name: 'Jumbe zako' });
    expect(
      within(section).getByText('Sasa: kwa WhatsApp pekee, kama alivyoweka mwenye nyumba wako.'),
    ).toBeVisible();
    expect(
      within(section).getByRole('radio', { name: 'WhatsApp, na SMS ujumbe usipofika' }),
    ).not.toBeChecked();
    expect(within(section).getByRole('radio', { name: 'SMS' })).not.toBeChecked();
  });
});
