import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, testUser, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { whatsappSettings } from '../testing/fixtures';

const templates = {
  invoice: { en: 'rent_invoice_en', sw: 'rent_invoice_sw' },
  receipt: { en: 'rent_receipt_en', sw: '' },
  reminder: { en: '', sw: '' },
  notice: { en: '', sw: '' },
};
const saved = whatsappSettings({
  phonenumberid: '106540352242922',
  hasaccesstoken: true,
  templates,
});

function open(extra: Parameters<typeof mockApi>[0] = {}, user = testUser) {
  const api = mockApi({
    ...signedIn(user),
    'GET /api/whatsapp/settings': () => json({ settings: saved }),
    'GET /api/plan/usage': () => json({}),
    ...extra,
  });
  return { ...renderApp('/settings?tab=whatsapp'), ...api };
}

describe('Settings → WhatsApp', () => {
  it('shows what is saved, keeps the write-only secrets, and saves templates per language', async () => {
    const { user, requests } = open({
      'PUT /api/whatsapp/settings': () =>
        json({ settings: { ...saved, hasappsecret: true, templates } }),
    });
    expect(await screen.findByRole('tab', { name: 'WhatsApp', selected: true })).toBeVisible();
    expect(await screen.findByLabelText('Phone number ID')).toHaveValue('106540352242922');
    const token = screen.getByLabelText('Access token');
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveAttribute('placeholder', 'Saved — leave empty to keep');
    expect(screen.getByLabelText('App secret')).not.toHaveAttribute('placeholder');
    expect(screen.getByLabelText('Invoice template (English)')).toHaveValue('rent_invoice_en');
    expect(screen.getByLabelText('Invoice template (Kiswahili)')).toHaveValue('rent_invoice_sw');
    expect(screen.getByRole('note')).toHaveTextContent(
      'WhatsApp lets a business start a conversation only with a message template Meta has approved.',
    );

    await user.type(screen.getByLabelText('App secret'), 'c0ffee');
    await user.type(screen.getByLabelText('Receipt template (Kiswahili)'), 'rent_receipt_sw');
    const withPdf = screen.getByRole('checkbox', {
      name: 'Send the PDF with invoices and receipts',
    });
    expect(withPdf).not.toBeChecked();
    expect(withPdf).toHaveAccessibleDescription(/Meta refuses the message otherwise/);
    await user.click(withPdf);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('WhatsApp settings saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      phonenumberid: '106540352242922',
      accesstoken: '',
      appsecret: 'c0ffee',
      templates: { ...templates, receipt: { en: 'rent_receipt_en', sw: 'rent_receipt_sw' } },
      documentheader: true,
    });
    // Saved: the secret's field empties and says one is kept.
    expect(screen.getByLabelText('App secret')).toHaveValue('');
    expect(screen.getByLabelText('App secret')).toHaveAttribute(
      'placeholder',
      'Saved — leave empty to keep',
    );
  });

  it('refuses a template name Meta would not accept, before sending it', async () => {
    const { user, requests } = open();
    await user.type(await screen.findByLabelText('Notice template (English)'), 'Water Notice');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText('A template name has only lowercase letters, digits and underscores'),
    ).toBeVisible();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("shows the server's message under the field it is about", async () => {
    const { user } = open({
      'PUT /api/whatsapp/settings': () =>
        apiError(400, 'validation', 'Invalid', {
          phonenumberid: 'The phone number id is the digits WhatsApp Manager shows under API setup',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(await screen.findByLabelText('Phone number ID')).toHaveAccessibleDescription(
      'The phone number id is the digits WhatsApp Manager shows under API setup',
    );
  });

  it('gives the callback URL and verify token to copy into Meta', async () => {
    open();
    const section = await screen.findByRole('region', { name: 'Delivery updates from Meta' });
    expect(await within(section).findByLabelText('Callback URL')).toHaveValue(saved.webhookurl);
    expect(within(section).getByLabelText('Verify token')).toHaveValue(saved.verifytoken);
    expect(within(section).getByRole('button', { name: 'Copy Callback URL' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy Verify token' })).toBeInTheDocument();
  });

  it('speaks Kiswahili to a reader of Kiswahili, the help text included', async () => {
    open({}, { ...testUser, language: 'sw' });
    expect(await screen.findByLabelText('Kiolezo cha ankara (Kiswahili)')).toHaveValue(
      'rent_invoice_sw',
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'WhatsApp huruhusu biashara kuanzisha mazungumzo kwa kiolezo cha ujumbe kilichoidhinishwa na Meta pekee.',
    );
    expect(screen.getByRole('button', { name: 'HIFADHI' })).toBeVisible();
  });

  it('is the owner’s alone: a manager has no WhatsApp tab', async () => {
    mockApi({
      ...signedIn(userWithRole('manager')),
      'GET /api/sms/settings': () => json({ settings: {} }),
      'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: {} }),
      'GET /api/plan/usage': () => json({}),
    });
    renderApp('/settings?tab=whatsapp');
    expect(await screen.findByRole('tab', { name: 'SMS' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'WhatsApp' })).toBeNull();
  });
});
