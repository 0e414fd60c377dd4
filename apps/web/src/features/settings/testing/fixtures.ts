import type { MpesaSettings } from '@rental/shared/schemas/mpesa-settings';

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
