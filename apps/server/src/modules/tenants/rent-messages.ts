/**
 * The texts of the rent-change and move rules the server checks against the database (the
 * static ones are validation messages in packages/shared, which the web app translates).
 */
export const rentMessages = {
  billed: (date: string) =>
    `Rent is already billed up to ${date}: a change must start after it. ` +
    'Correct rent already billed with a credit note.',
  sameDate: (date: string) => `This tenant already has a rent change from ${date}`,
  used: (date: string) =>
    `This change is already billed (rent is billed up to ${date}) and cannot be deleted. ` +
    'Correct rent already billed with a credit note.',
  moveChange: 'This change came with a move: it follows the room type moved into.',
  laterChange: (date: string) =>
    `There is a rent change from ${date}, which would replace the new room type's rent. ` +
    'Delete it first, or move the tenant from that date.',
  finalBelowLast: (final: number, last: number) =>
    `The final reading (${final}) is below the meter's last reading (${last})`,
};
