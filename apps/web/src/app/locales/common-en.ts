export const commonEn = {
  productName: 'Rental Manager',
  loading: 'Loading...',
  dismiss: 'Dismiss',
};
