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
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** Alert texts from spec section 8 that the screens show after a successful call. */
export const alertMessages = {
  userRegistered: 'User details registered',
  profileUpdated: 'User profile updated',
  pinUpdated: 'User pin updated',
  statusUpdated: 'User status updated',
} as const;
