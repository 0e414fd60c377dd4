/** Words Kenyans use as they are in both languages (docs/kiswahili-glossary.md). */
export const loanwords = new Set(
  [
    'M-PESA',
    'MPESA',
    'SMS',
    'PIN',
    'KRA',
    'PDF',
    'CSV',
    'KES',
    'email',
    'Daraja',
    'STK',
    'ID',
    'paybill',
    'till',
    'Safaricom',
    "Africa's",
    'Talking',
    'iTax',
    'eTIMS',
    'OK',
    'English',
    'Kiswahili',
    'Bedsitter',
    'MRI',
    'URL',
    'API',
    'WhatsApp',
    'Facebook',
    'Twitter',
    'X',
    'Instagram',
    'LinkedIn',
    'Nairobi',
    'Kenya',
    'Rentals',
    'Jua',
    'Court',
    'bedsitter',
  ].map((word) => word.toLowerCase()),
);

/**
 * Names of things in other products, quoted as the landlord sees them there (Safaricom's
 * portals, an M-PESA statement's columns): the help tells them what to look for. And the name
 * an erased tenant is given in the records ("Former tenant #N"): stored, the same in every
 * language, so the Kiswahili texts quote it as it is.
 */
export const externalNames = [
  'Former tenant',
  'M-PESA for Business',
  'M-PESA org portal',
  'Go Live',
  'Receipt No.',
  'Completion Time',
  'A/C No.',
  'Paid In',
  // The portal role Safaricom's Daraja asks for on Go Live.
  'Business Manager',
  // The product's own name, and the plans' names: proper names in every language.
  'Rental Manager Technologies Limited',
  'Rental Manager',
  'Individual',
  'Standard',
  'Enterprise',
  // What Safaricom's Daraja portal, M-PESA's menus and KRA's iTax call things.
  'Lipa Na M-PESA Online',
  'Lipa na M-PESA',
  'Pay Bill',
  'Buy Goods',
  'My Apps',
  'Consumer Key',
  'Consumer Secret',
  'Passkey',
  'Security Credential',
  'Transaction Status',
  'Sandbox',
  'Production',
  'Success',
  'Monthly Rental Income',
  // What Africa's Talking's dashboard calls things.
  'SMS Callback URLs',
  'Delivery Reports',
  'Incoming Messages',
  'Settings → API Key',
  // What Meta's app dashboard and WhatsApp Manager call things.
  'WhatsApp Business Cloud API',
  'App settings → Basic',
  'App secret',
  // HTTP's own words in the API's errors.
  'Content-Type',
  'Content-Length',
  'Idempotency-Key',
  'application/json',
  'text/csv',
];
