/**
 * Every validation message the product shows, in English. The texts in quotes in the product
 * spec (section 5) are kept word for word; the rest cover rules the spec leaves out.
 * The web app translates a message by looking up its key here (see apps/web i18n), so a
 * message must be changed here and nowhere else.
 */
export const validationMessages = {
  firstnameRequired: 'Please enter first name',
  lastnameRequired: 'Please enter last name',
  nameTooLong: 'Name should be at most 50 characters',
  nameCharacters: 'Name may only contain letters, spaces, apostrophes, dots and hyphens',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email should be at most 254 characters',
  accounttypeRequired: 'Please select account type',
  phoneRequired: 'Please enter phone number',
  phoneStartsWithZero: 'Phone number should start with 0',
  phoneLength: 'Invalid length',
  phoneDigits: 'Phone number should contain digits only',
  pinRequired: 'Please enter your 4 digit pin',
  pinFormat: 'Your pin should be 4 digit',
  newPinSameAsCurrent: 'New pin should be different from the current pin',
  statusInvalid: 'Status should be active or inactive',
  rentalnameRequired: 'Please enter name of your rental unit',
  rentallocationRequired: 'Please enter location of your rental unit',
  textTooLong: 'Should be at most 100 characters',
  rentalRequired: 'Please select the rental unit',
  housetypeRequired: 'Please select type of room',
  totalunitsRequired: 'Please enter number of units available',
  totalunitsRange: 'Number of units should be a whole number from 1 to 10000',
  monthlyrentRequired: 'Please enter monthly rent',
  waterunitrateRequired: 'Please enter unit rate of water',
  amountFormat: 'Enter an amount in shillings, with at most 2 decimals',
  amountNegative: 'Amount cannot be negative',
  amountTooLarge: 'Amount is too large',
  tenantRentalRequired: 'Please select apartment name',
  tenantRoomRequired: 'Please select the room type',
  housenumberRequired: 'Please enter house number',
  meternumberRequired: 'Please enter meter number',
  referenceCharacters: 'Use letters, digits, spaces, hyphens and slashes only (at most 20)',
  openingrentbalanceRequired: 'Please enter rent balance',
  openingwaterbalanceRequired: 'Please enter water balance',
  readingMeterRequired: 'Please select meter number',
  meterreadingRequired: 'Please enter new reading',
  meterreadingFormat: 'Enter the reading shown on the meter, with at most 2 decimals',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** Alert texts from spec section 8 that the screens show after a successful call. */
export const alertMessages = {
  userRegistered: 'User details registered',
  profileUpdated: 'User profile updated',
  pinUpdated: 'User pin updated',
  statusUpdated: 'User status updated',
  rentalCreated: 'Rental created successfully',
  rentalUpdated: 'Rental updated',
  rentalRemoved: 'Rental removed successfully',
  roomAdded: 'Room type added',
  tenantSaved: 'Tenant saved',
  tenantUpdated: 'Tenant updated',
  tenantDeleted: 'Tenant deleted',
  readingSaved: 'Water reading saved',
} as const;
