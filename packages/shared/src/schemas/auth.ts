import { z } from 'zod';
import { accountTypes } from '../enums.js';
import { validationMessages as m } from '../messages.js';
import { phoneNumber, pin } from './fields.js';
import { invitationCode } from './team.js';
import { currentUserSchema, profileFields, userLanguageBodySchema } from './users.js';

/**
 * POST /api/user/signup: the Account Details form, and the language the visitor chose before
 * signing up (optional; English when not given).
 */
export const signupBodySchema = z.object({
  ...profileFields,
  accounttype: z.enum(accountTypes, { error: m.accounttypeRequired }),
  pin,
  language: userLanguageBodySchema.shape.language.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/**
 * The answer to POST /api/user/signup (202): a code went by SMS to the phone. The same for a
 * phone already registered, so the answer tells nobody which phones have accounts.
 */
export const signupStartedResponseSchema = z.object({
  verification: z.literal('sms'),
  phonenumber: z.string(),
});
export type SignupStartedResponse = z.infer<typeof signupStartedResponseSchema>;

/** POST /api/user/signup/verify: the code from the SMS creates the account and signs in. */
export const signupVerifyBodySchema = z.object({ phonenumber: phoneNumber, code: invitationCode });
export type SignupVerifyBody = z.infer<typeof signupVerifyBodySchema>;

/**
 * POST /api/auth/login. `code`: for an account older than verified phones whose 30 days of
 * grace are over, the code the first attempt sent to the phone (403 asked for it).
 */
export const loginBodySchema = z.object({
  phonenumber: phoneNumber,
  pin,
  code: invitationCode.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/auth/forgot-pin: asks for a code by SMS; always 202, registered or not. */
export const forgotPinBodySchema = z.object({ phonenumber: phoneNumber });
export type ForgotPinBody = z.infer<typeof forgotPinBodySchema>;

/** POST /api/auth/reset-pin: the code from the SMS sets a new PIN and signs in. */
export const resetPinBodySchema = z.object({
  phonenumber: phoneNumber,
  code: invitationCode,
  newpin: pin,
});
export type ResetPinBody = z.infer<typeof resetPinBodySchema>;

/** Sign-up and sign-in both answer with a session token and the signed-in user. */
export const sessionResponseSchema = z.object({
  token: z.string(),
  user: currentUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
