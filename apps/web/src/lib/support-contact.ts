/**
 * How landlords reach the product's support: the landing page's contact section and the
 * banner of a suspended account both show it. Data, not words: the same in every language.
 */
export const supportContact = {
  email: 'support@rentalmanager.co.ke',
  phone: '+254 700 123 456',
} as const;
