import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const planUsage = {
  plan: {
    id: 'individual',
    name: 'Individual',
    limits: { users: 1, rentals: 2, tenants: 20, invoicesPerMonth: 40 },
  },
  onTrial: true,
  trialEndsAt: '2030-04-01T09:00:00.000Z',
  usage: { rentals: 2, tenants: 7, users: 1, invoicesPerMonth: 12 },
};

const mpesa = { organizationname: 'Sunrise Homes', paybillnumber: '522522', accountnumber: '' };
const incomingurl =
  'https://rent.example.com/api/sms/incoming/0123456789abcdef0123456789abcdef01234567';
const callbackUrls = {
  incomingurl,
  optouturl: 'https://rent.example.com/api/sms/opt-out/0123456789abcdef0123456789abcdef01234567',
  deliveryreporturl:
    'https://rent.example.com/api/sms/delivery-reports/africastalking/89abcdef0123456789abcdef0123456789abcdef',
};
const smsSettings = {
  provider: 'outbox',
  username: '',
  senderid: '',
  apikeyset: false,
  ...callbackUrls,
};

function openSettings(path: string, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
    'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: mpesa }),
    'GET /api/organization/profile': () =>
      json({
        displayname: '',
        phone: '',
        defaultname: 'Sunrise Homes',
        defaultphone: '0712345678',
      }),
    'GET /api/sms/settings': () => json({ settings: smsSettings }),
    'GET /api/plan/usage': () => json(planUsage),
    ...extra,
  });
  return { ...renderApp(path), ...api };
}

const tab = (name: string) => screen.findByRole('tab', { name });

describe('settings', () => {
  it('opens the tab named in ?tab=, Invoice Settings by default, and keeps it in the URL', async () => {
    const { user, router } = openSettings('/settings');
    expect(await tab('Invoice Settings')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No invoices added')).toBeInTheDocument();

    await user.click(await tab('SMS'));
    expect(router.location.search).toBe('?tab=sms');
    expect(await screen.findByRole('combobox', { name: 'SMS Provider' })).toBeInTheDocument();
    // Where Africa's Talking posts tenants' BAL / SALIO texts, ready to copy.
    const balanceBySms = screen.getByRole('region', { name: 'Balance by SMS' });
    expect(within(balanceBySms).getByLabelText('Incoming messages URL')).toHaveValue(incomingurl);
    expect(
      within(balanceBySms).getByRole('button', { name: 'Copy Incoming messages URL' }),
    ).toBeInTheDocument();
    // And where its delivery reports and opt-outs go, each saying what it is for.
    const callbacks = screen.getByRole('region', { name: 'Delivery reports and opt-outs' });
    const reports = within(callbacks).getByLabelText('Delivery reports URL');
    expect(reports).toHaveValue(callbackUrls.deliveryreporturl);
    expect(reports).toHaveAccessibleDescription(
      "Africa's Talking tells Rental Manager here whether each SMS reached the phone; keep it private.",
    );
    const optOut = within(callbacks).getByLabelText('Opt-out URL');
    expect(optOut).toHaveValue(callbackUrls.optouturl);
    expect(optOut).toHaveAccessibleDescription(
      "Africa's Talking tells Rental Manager here when someone opts out of your SMS; keep it private.",
    );
  });

  it.each([
    ['mpesa', 'MPESA Integration', 'Paybill Number'],
    ['sms', 'SMS', 'SMS Provider'],
    ['subscription', 'Subscription Settings', 'Plans'],
  ])('?tab=%s opens %s', async (name, label, content) => {
    openSettings(`/settings?tab=${name}`);
    expect(await tab(label)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByText(content)).not.toHaveLength(0);
  });

  it("saves the MPESA settings with 'MPESA settings saved'", async () => {
    const { user, requests } = openSettings('/settings?tab=mpesa', {
      'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: null }),
      'PUT /api/mpesasettings/mpesa-settings': (request) =>
        json({ mpesasettings: { accountnumber: '', ...(request.body as object) } }),
    });
    const paybill = await screen.findByLabelText('Paybill Number');
    expect(paybill).toHaveAccessibleDescription(
      'The number your tenants pay to, e.g. 522533: your invoice messages show it.',
    );
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Please enter organization name')).toBeInTheDocument();
    expect(paybill).toHaveAccessibleDescription('Please enter paybill number');

    await user.type(screen.getByLabelText('Organization Name'), 'Sunrise Homes');
    await user.type(paybill, '52a');
    await user.tab();
    expect(paybill).toHaveAccessibleDescription('A paybill number is 5 to 7 digits');
    await user.clear(paybill);
    await user.type(paybill, '522522');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('MPESA settings saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      organizationname: 'Sunrise Homes',
      paybillnumber: '522522',
      accountnumber: '',
      collectionmode: 'own_paybill',
    });
  });

  it('tells a role without settings (an accountant) that the screen is not for them', async () => {
    const { requests } = openSettings('/settings?tab=mpesa', signedIn(userWithRole('accountant')));
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(screen.queryByLabelText('Paybill Number')).toBeNull();
    // The screen is not even mounted: none of its settings are asked for.
    expect(requests.some((r) => r.path.startsWith('/api/mpesasettings'))).toBe(false);
    expect(requests.some((r) => r.path.startsWith('/api/sms/settings'))).toBe(false);
  });

  it('lets a manager change the MPESA settings, without the plan and team tabs', async () => {
    openSettings('/settings?tab=mpesa', signedIn(userWithRole('manager')));
    expect(await screen.findByLabelText('Paybill Number')).toBeEnabled();
    expect(screen.queryByRole('tab', { name: /Subscription/i })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Team/i })).toBeNull();
  });

  it("keeps the saved Africa's Talking API key unless a new one is typed", async () => {
    const saved = {
      provider: 'africastalking',
      username: 'sunrise',
      senderid: 'SUNRISE',
      apikeyset: true,
      ...callbackUrls,
    };
    const { user, requests } = openSettings('/settings?tab=sms', {
      'GET /api/sms/settings': () => json({ settings: saved }),
      'PUT /api/sms/settings': () => json({ settings: saved }),
    });
    const key = await screen.findByLabelText('API Key');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('placeholder', 'Saved — leave empty to keep');
    expect(screen.getByLabelText('Username')).toHaveValue('sunrise');

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SMS settings saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      provider: 'africastalking',
      username: 'sunrise',
      apikey: '',
      senderid: 'SUNRISE',
    });

    await user.type(key, 'atsk_new');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT')[1]?.body).toMatchObject({
        apikey: 'atsk_new',
      }),
    );
    // Write-only: the field empties once saved.
    await vi.waitFor(() => expect(key).toHaveValue(''));
  });

  it("asks for the username and API key when switching to Africa's Talking", async () => {
    const { user, requests } = openSettings('/settings?tab=sms');
    expect(await screen.findByText(/Messages are kept in the outbox/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'SMS Provider' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: "Africa's Talking" }),
    );
    const key = screen.getByLabelText('API Key');
    expect(key).not.toHaveAttribute('placeholder');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText("Please enter your Africa's Talking username"),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'sunrise');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(key).toHaveAccessibleDescription("Please enter your Africa's Talking API key");
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('asks once, after switching on a provider, whether to send what waited', async () => {
    const saved = {
      ...smsSettings,
      provider: 'africastalking',
      username: 'sunrise',
      apikeyset: true,
    };
    let puts = 0;
    const { user, requests } = openSettings('/settings?tab=sms', {
      'PUT /api/sms/settings': () => {
        puts += 1;
        // The server offers the waiting messages on the switch only.
        const waiting = puts === 1 ? { sendable: 3, parts: 4, held: 1, provider: true } : null;
        return json({ settings: saved, waiting });
      },
      'POST /api/sms/messages/send-waiting': () => json({ count: 3, parts: 4, sent: 3, paid: 0 }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'SMS Provider' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: "Africa's Talking" }),
    );
    await user.type(screen.getByLabelText('Username'), 'sunrise');
    await user.type(screen.getByLabelText('API Key'), 'atsk_live');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send the messages that waited?' });
    expect(dialog).toHaveTextContent('3 messages · 4 SMS parts');
    expect(dialog).toHaveTextContent('1 more is held until your paybill is set');
    expect(
      within(dialog).getByRole('link', { name: 'See them first in Messages → Waiting' }),
    ).toHaveAttribute('href', '/messages?tab=waiting');
    await user.click(within(dialog).getByRole('button', { name: 'Send them' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('3 messages sent');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.path === '/api/sms/messages/send-waiting')).toHaveLength(1);

    // Saved again: nothing to ask.
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await vi.waitFor(() => expect(puts).toBe(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('discards what waited when the owner says so', async () => {
    const saved = {
      ...smsSettings,
      provider: 'africastalking',
      username: 'sunrise',
      apikeyset: true,
    };
    const { user, requests } = openSettings('/settings?tab=sms', {
      'GET /api/sms/settings': () => json({ settings: { ...saved, provider: 'outbox' } }),
      'PUT /api/sms/settings': () =>
        json({ settings: saved, waiting: { sendable: 1, parts: 2, held: 0, provider: true } }),
      'POST /api/sms/messages/discard-waiting': () =>
        json({ count: 1, parts: 2, sent: 0, paid: 0 }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'SMS Provider' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: "Africa's Talking" }),
    );
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the message that waited?' });
    expect(dialog).toHaveTextContent('1 message · 2 SMS parts');
    await user.click(within(dialog).getByRole('button', { name: 'Discard them' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 message discarded: it will not be sent',
    );
    expect(requests.some((r) => r.path === '/api/sms/messages/discard-waiting')).toBe(true);
  });

  it('sends a test SMS and shows what became of it', async () => {
    const { user, requests } = openSettings('/settings?tab=sms', {
      'POST /api/sms/test': () =>
        json({
          message: {
            messageid: 'm-1',
            tenantid: null,
            recipient: '0722000111',
            phonenumber: '+254722000111',
            text: 'Test',
            parts: 1,
            purpose: 'test',
            status: 'failed',
            channel: 'sms',
            failurereason: 'InvalidPhoneNumber',
            failure: { code: 'provider_status', params: { status: 'InvalidPhoneNumber' } },
            attempts: 1,
            createdat: '2030-03-01T08:00:00.000Z',
            updatedat: '2030-03-01T08:00:01.000Z',
          },
        }),
    });
    const phone = await screen.findByLabelText('Phone Number');
    await user.click(screen.getByRole('button', { name: 'SEND TEST SMS' }));
    expect(phone).toHaveAccessibleDescription('Please enter phone number');
    await user.type(phone, '0722000111');
    await user.click(screen.getByRole('button', { name: 'SEND TEST SMS' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Failed');
    expect(result).toHaveTextContent('Reason: The SMS provider answered: InvalidPhoneNumber');
    expect(requests.find((r) => r.path === '/api/sms/test')?.body).toMatchObject({
      phonenumber: '0722000111',
    });
  });

  it('shows a refused test SMS as an alert', async () => {
    const { user } = openSettings('/settings?tab=sms', {
      'POST /api/sms/test': () => apiError(502, 'sms_failed', 'The SMS provider refused the key'),
    });
    await user.type(await screen.findByLabelText('Phone Number'), '0722000111');
    await user.click(screen.getByRole('button', { name: 'SEND TEST SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The SMS provider refused the key');
  });

  it('shows the current plan, its usage and the three plans with their buttons', async () => {
    openSettings('/settings?tab=subscription');
    expect(
      await screen.findByText("Free trial with the Individual plan's limits."),
    ).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByText('7 of 20')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Rentals' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const cards = screen.getAllByRole('listitem', { name: /^(Individual|Standard|Enterprise)/ });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'IndividualFirst month free',
      'StandardFirst month free',
      'Enterprise',
    ]);
    expect(cards[1]).toHaveTextContent('50 tenants');
    expect(within(cards[2]!).getByRole('button')).toHaveTextContent('Contact us');
  });
});
