import { defaultInvoiceMessages, type InvoiceMessageValues } from '@rental/shared/invoice-message';
import { describe, expect, it } from 'vitest';
import { languagePreview, sampleTenantLink } from './language-preview';

const english: InvoiceMessageValues = {
  customername: 'Amina Otieno',
  invoicetype: 'Rental Invoice Bill',
  month: 'March 2030',
  amount: '15,000',
  paybill: '522522',
  housenumber: 'A1',
  balance: '15,000',
  duedate: '5 Apr 2030',
  account: 'A1',
  invoicenumber: 'INV-000123',
  landlord: 'Sunrise Homes',
  phone: '0722111222',
  tenantlink: sampleTenantLink('https://rent.example.co.ke'),
};
/** The same values as previewValues words them for a Kiswahili message. */
const values = {
  en: english,
  sw: { ...english, month: 'Machi 2030', duedate: '5 Apr 2030', paybill: '522522' },
};

describe('sampleTenantLink', () => {
  it('is as long as a real link: /t/ and a 22-character base64url token', () => {
    expect(sampleTenantLink('https://rent.example.co.ke')).toMatch(
      /^https:\/\/rent\.example\.co\.ke\/t\/[A-Za-z0-9_-]{22}$/,
    );
  });
});

describe('languagePreview', () => {
  const custom = 'Dear {customername}, your {invoicetype}: {tenantlink}';

  it("uses the schedule's Kiswahili version, with the type in Kiswahili", () => {
    const preview = languagePreview(
      'sw',
      { message: custom, messagesw: ' Habari {customername}, {invoicetype}: {tenantlink} ' },
      values,
    );
    expect(preview.text).toBe(
      `Habari Amina Otieno, Kodi: https://rent.example.co.ke/t/${english.tenantlink!.slice(-22)}`,
    );
    expect(preview.source).toBe('own');
    expect(preview.length).toMatchObject({ encoding: 'GSM-7', units: preview.text.length });
  });

  it('without one, gives the English message, type and all', () => {
    const preview = languagePreview('sw', { message: custom, messagesw: '  ' }, values);
    expect(preview.text).toBe(`Dear Amina Otieno, your Rental Invoice Bill: ${english.tenantlink}`);
    expect(preview.source).toBe('english');
    // English throughout, the month too, as the run sends it.
    expect(languagePreview('sw', { message: 'For {month}', messagesw: '' }, values).text).toBe(
      'For March 2030',
    );
  });

  it('without one, while the English message is the default, gives the built-in Kiswahili', () => {
    const preview = languagePreview(
      'sw',
      { message: defaultInvoiceMessages.en, messagesw: '' },
      values,
    );
    expect(preview.text).toMatch(/^Mpendwa Amina Otieno, INV-000123: Kodi ya Machi 2030 ni KES /);
    expect(preview.source).toBe('builtInDefault');
    expect(preview.length).toMatchObject({ encoding: 'GSM-7', parts: 1 });
  });

  it('gives English tenants the English message whatever the Kiswahili says', () => {
    const preview = languagePreview('en', { message: custom, messagesw: 'Habari' }, values);
    expect(preview.text).toBe(`Dear Amina Otieno, your Rental Invoice Bill: ${english.tenantlink}`);
    expect(preview.source).toBe('own');
  });
});
