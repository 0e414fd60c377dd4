/** Texts of the pickers reports share: the month and an agent's landlord (`reportPickers`). */
export const reportPickersEn = {
  month: 'Month',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  landlord: 'Landlord',
};
