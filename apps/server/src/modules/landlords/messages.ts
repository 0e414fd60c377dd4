/** What the landlords routes answer besides field errors (validationMessages). */
export const landlordMessages = {
  agentsOnly: 'Landlords are kept by agent accounts',
  inUse: (name: string) =>
    `${name} has rentals or payments recorded: move the rentals to another landlord first`,
};
