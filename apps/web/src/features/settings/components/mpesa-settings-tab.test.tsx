import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, testUser, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { mpesaSettings } from '../testing/fixtures';

const saved = mpesaSettings({ consumerkeyset: true, consumersecretset: true });

function open(extra: Parameters<typeof mockApi>[0] = {}, user = testUser, settings = saved) {
  const api = mockApi({
    ...signedIn(user),
    'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: settings }),
    'GET /api/organization/profile': () =>
      json({
        displayname: '',
        phone: '',
        defaultname: 'Sunrise Homes',
        defaultphone: '0712345678',
      }),
    'GET /api/plan/usage': () => json({}),
    ...extra,
  });
  return { ...renderApp('/settings?tab=mpesa'), ...api };
}

describe('MPESA Integration tab', () => {
  it('keeps saved secrets unless new ones are typed, and shows the callback URL', async () => {
    const { user, requests } = open({
      'PUT /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: saved }),
    });
    const secret = await screen.findByLabelText('Consumer Secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'Saved — leave empty to keep');
    expect(screen.getByLabelText('Passkey')).not.toHaveAttribute('placeholder');
    expect(screen.getByLabelText('Confirmation URL')).toHaveValue(saved.confirmationurl);

    await user.type(screen.getByLabelText('Passkey'), 'pk-1');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('MPESA settings saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      collectionmode: 'own_paybill',
      consumerkey: '',
      consumersecret: '',
      passkey: 'pk-1',
      validationenabled: false,
    });
  });

  it("registers the URLs and shows M-PESA's answer", async () => {
    const { user } = open({
      'POST /api/mpesasettings/register-urls': () =>
        json({
          success: false,
          code: '500.003.1001',
          message: 'Urls are already registered',
          confirmationurl: saved.confirmationurl,
          validationurl: saved.validationurl,
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'CONNECT M-PESA' }));
    expect(
      await screen.findByText('M-PESA answered: 500.003.1001 Urls are already registered'),
    ).toBeInTheDocument();
  });

  it('asks only for the account number for a bank paybill', async () => {
    const { user } = open();
    await user.click(await screen.findByLabelText(/A bank's paybill/));
    expect(screen.getByLabelText('Account Number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Consumer Key')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: "How a bank's paybill works (opens in a new tab)" }),
    ).toHaveAttribute('href', '/help#mpesa-bank-paybill');
  });

  it('says where each key comes from and links to the steps, with no developer text', async () => {
    open();
    const key = await screen.findByLabelText('Consumer Key');
    expect(key).toHaveAccessibleDescription(
      'From your live app under My Apps on Daraja (developer.safaricom.co.ke). Stored encrypted; it is never shown again.',
    );
    expect(screen.getByLabelText('Consumer Secret')).toHaveAccessibleDescription(
      'Shown beside the Consumer Key on Daraja. Stored encrypted; it is never shown again.',
    );
    expect(screen.getByLabelText('Passkey')).toHaveAccessibleDescription(
      'The Lipa Na M-PESA Online Passkey Safaricom emails you after going live. Stored encrypted; it is never shown again.',
    );
    expect(
      screen.getByRole('combobox', { name: 'Daraja Environment' }),
    ).toHaveAccessibleDescription(
      "Production for real payments; Sandbox is Safaricom's test system only.",
    );
    // Opened in a new tab, so the keys typed so far stay in the form.
    const howTo = screen.getByRole('link', { name: 'How do I get these? (opens in a new tab)' });
    expect(howTo).toHaveAttribute('href', '/help#mpesa-keys');
    expect(howTo).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', {
        name: 'Going live with your own paybill, step by step (opens in a new tab)',
      }),
    ).toHaveAttribute('href', '/help#mpesa-daraja');

    expect(await screen.findByText(/Connect M-PESA to Rental Manager once/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(
      /npm|--secret|locally|callback|placeholder|REGISTER URLS/i,
    );
  });

  it('lets the owner save the Transaction Status initiator, its credential write-only', async () => {
    const withInitiator = mpesaSettings({ initiatorname: 'apiop', securitycredentialset: true });
    const { user, requests } = open(
      { 'PUT /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: withInitiator }) },
      testUser,
      withInitiator,
    );
    const name = await screen.findByLabelText('Initiator Name');
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('placeholder', 'Saved: apiop — leave empty to keep');
    const credential = screen.getByLabelText('Security Credential');
    expect(credential).toHaveAttribute('type', 'password');
    expect(credential).toHaveAttribute('placeholder', 'Saved — leave empty to keep');

    await user.type(name, 'apiop2');
    await user.type(credential, 'Q2lwaGVy');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('MPESA settings saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      initiatorname: 'apiop2',
      securitycredential: 'Q2lwaGVy',
    });
  });

  it('is not shown to an accountant: no paybill, keys or initiator', async () => {
    open({}, userWithRole('accountant'));
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(screen.queryByLabelText('Consumer Key')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Initiator Name')).not.toBeInTheDocument();
  });
});
