/**
 * What every plan includes (shared/plans.ts), keyed by the catalogue's English: the landing
 * page takes these without the rest of `common` (src/landing/landing-i18n.ts).
 */
export const planInclusionsEn = {
  '1 month free usage': '1 month free usage',
  'Detailed reports': 'Detailed reports',
  'MPESA rent collection': 'MPESA rent collection',
  'Automatic reconciliation': 'Automatic reconciliation',
  '24/7 support': '24/7 support',
  'Web and mobile access': 'Web and mobile access',
};
