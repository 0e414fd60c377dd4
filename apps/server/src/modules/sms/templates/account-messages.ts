import type { Language } from '@rental/shared/enums';

/**
 * The account messages (integrations/sms/account-messages.ts: the platform account, never
 * the landlord's outbox) in the user's language (users.language). The code exists only in
 * the message.
 */
export interface PinResetCodeParts {
  code: string;
  minutes: number;
}

export const pinResetCodeTexts: Record<Language, (p: PinResetCodeParts) => string> = {
  en: ({ code, minutes }) =>
    `Rental Manager: Your code is ${code}. Use it within ${minutes} minutes ` +
    'to set a new PIN. If you did not ask for it, ignore this SMS.',
  sw: ({ code, minutes }) =>
    `Rental Manager: Nambari yako ya uthibitisho ni ${code}. Itumie ndani ya dakika ` +
    `${minutes} kuweka PIN mpya. Kama hukuiomba, puuza SMS hii.`,
};

/** The code that finishes a sign-up. */
export const signupCodeTexts: Record<Language, (p: PinResetCodeParts) => string> = {
  en: ({ code, minutes }) =>
    `Rental Manager: Your code is ${code}. Use it within ${minutes} minutes ` +
    'to finish signing up. If you did not sign up, ignore this SMS.',
  sw: ({ code, minutes }) =>
    `Rental Manager: Nambari yako ya uthibitisho ni ${code}. Itumie ndani ya dakika ` +
    `${minutes} kukamilisha usajili. Kama hukujisajili, puuza SMS hii.`,
};

/** The code that proves a phone for an account: a profile phone change, or confirming it. */
export const phoneCodeTexts: Record<Language, (p: PinResetCodeParts) => string> = {
  en: ({ code, minutes }) =>
    `Rental Manager: Your code is ${code}. Use it within ${minutes} minutes ` +
    'to confirm this phone number for your account. If you did not ask for it, ignore this SMS.',
  sw: ({ code, minutes }) =>
    `Rental Manager: Nambari yako ya uthibitisho ni ${code}. Itumie ndani ya dakika ` +
    `${minutes} kuthibitisha nambari hii ya simu kwa akaunti yako. Kama hukuiomba, puuza SMS hii.`,
};

export interface InvitationParts {
  /** A first invitation, or a new PIN for a member who forgot theirs. */
  reason: 'invite' | 'reset';
  /** Who invited them (or reset their PIN). */
  by: string;
  organization: string;
  code: string;
  minutes: number;
  joinUrl: string;
}

export const invitationTexts: Record<Language, (p: InvitationParts) => string> = {
  en: (p) =>
    (p.reason === 'reset'
      ? `Rental Manager: ${p.by} reset your PIN for ${p.organization}. `
      : `Rental Manager: ${p.by} added you to ${p.organization}. `) +
    `Your code is ${p.code}. It expires in ${p.minutes} minutes. ` +
    `Set your ${p.reason === 'reset' ? 'new ' : ''}PIN at ${p.joinUrl}`,
  sw: (p) =>
    (p.reason === 'reset'
      ? `Rental Manager: ${p.by} ameweka upya PIN yako ya ${p.organization}. `
      : `Rental Manager: ${p.by} amekuongeza kwenye ${p.organization}. `) +
    `Nambari yako ya uthibitisho ni ${p.code}. Itaisha baada ya dakika ${p.minutes}. ` +
    `Weka PIN ${p.reason === 'reset' ? 'mpya ' : 'yako '}kwenye ${p.joinUrl}`,
};
