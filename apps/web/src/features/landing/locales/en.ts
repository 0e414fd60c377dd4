export const landingEn = {
  title: 'Rental management made simple',
};
