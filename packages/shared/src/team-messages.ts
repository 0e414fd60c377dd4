/**
 * Team invitation rules and texts, kept apart from the zod schemas so the web app's text
 * catalogue (loaded with the landing page) does not pull zod in.
 */
/** How long an invitation code works, and how many wrong codes it takes before it dies. */
export const invitationCodeMinutes = 10;
export const invitationCodeTries = 5;

export const teamMessages = {
  ownerOnly: 'Only the account owner can manage team members',
  invited: 'Member invited. They will get an SMS with a code to set their PIN.',
  codeResent: 'A new code has been sent by SMS.',
  removed: 'Member removed',
  codeExpired: 'The code has expired. Ask the account owner to send a new one.',
  phoneTaken: 'This phone number is already registered. Use another number.',
  cannotRemoveOwner: 'The account owner cannot be removed',
  cannotRemoveSelf: 'You cannot remove yourself',
  alreadyJoined: 'This member has already set a PIN',
  pinMismatch: 'The PINs do not match',
  pinReset: 'PIN reset. The member is signed out and gets an SMS with a code to set a new PIN.',
  cannotResetOwner: 'The account owner changes their own PIN under My Profile',
  cannotChangeOwnerRole: "The account owner's role cannot be changed",
  rentalNotInAccount: 'Choose rentals of this account',
  roleSaved: 'Role saved. It applies from their next request.',
  codeNotSent:
    'Saved, but the SMS with the code could not be sent. Press RESEND CODE to send a new one.',
} as const;
