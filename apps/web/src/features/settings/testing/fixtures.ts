import type { MpesaSettings } from '@rental/shared/schemas/mpesa-settings';
import type { WhatsappSettings } from '@rental/shared/schemas/whatsapp';

/** MPESA settings as the server answers them: an own paybill, `overrides` changed. */
export function mpesaSettings(overrides: Partial<MpesaSettings> = {}): MpesaSettings {
  return {
    organizationname: 'Sunrise Homes',
    paybillnumber: '600984',
    accountnumber: '',
    collectionmode: 'own_paybill',
    environment: 'sandbox',
    consumerkeyset: false,
    consumersecretset: false,
    passkeyset: false,
    initiatorname: null,
    securitycredentialset: false,
    validationenabled: false,
    confirmationurl: 'https://rent.example.com/api/c2b/abc123/confirmation',
    validationurl: 'https://rent.example.com/api/c2b/abc123/validation',
    previoussecretactive: false,
    secretrotatedat: null,
    registeredat: null,
    registerresult: null,
    ...overrides,
  };
}

/** WhatsApp settings as the server answers them to the owner: nothing saved yet. */
export function whatsappSettings(overrides: Partial<WhatsappSettings> = {}): WhatsappSettings {
  const none = { en: '', sw: '' };
  return {
    phonenumberid: '',
    hasaccesstoken: false,
    hasappsecret: false,
    templates: { invoice: none, receipt: none, reminder: none, notice: none },
    documentheader: false,
    webhookurl: 'https://rent.example.com/api/whatsapp/webhook/0123456789abcdef0123456789abcdef',
    verifytoken: 'vt-5f2c9a7e41d8b3',
    help: 'whatsapp.templatesHelp',
    ...overrides,
  };
}
