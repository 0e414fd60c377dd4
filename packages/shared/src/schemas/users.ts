import { z } from 'zod';
import { accountTypes, languages, userRoles, userStatuses } from '../enums.js';
import { permissionsList } from '../permissions.js';
import { errorMessages } from '../error-messages.js';
import { validationMessages as m } from '../messages.js';
import { userOperatorFieldsSchema } from './operator.js';
import { email, oneTimeCode, personName, phoneNumber, pin } from './fields.js';

export const profileFields = {
  firstname: personName(m.firstnameRequired),
  lastname: personName(m.lastnameRequired),
  phonenumber: phoneNumber,
  email,
};

/** PUT /api/user/user-profile */
export const updateProfileBodySchema = z.object(profileFields);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** POST /api/user/phone-change: the new phone, and the current PIN; a code goes to the new phone. */
export const phoneChangeBodySchema = z.object({ phonenumber: phoneNumber, pin });
export type PhoneChangeBody = z.infer<typeof phoneChangeBodySchema>;

/** POST /api/user/phone-change/verify: the code sent to the new phone makes it the user's. */
export const phoneChangeVerifyBodySchema = z.object({
  phonenumber: phoneNumber,
  code: oneTimeCode,
});
export type PhoneChangeVerifyBody = z.infer<typeof phoneChangeVerifyBodySchema>;

/** POST /api/user/phone-confirmation/verify: the code sent to the user's own phone. */
export const phoneConfirmVerifyBodySchema = z.object({ code: oneTimeCode });
export type PhoneConfirmVerifyBody = z.infer<typeof phoneConfirmVerifyBodySchema>;

/** PUT /api/user/user-pin */
export const changePinBodySchema = z
  .object({ currentpin: pin, newpin: pin })
  .refine((body) => body.currentpin !== body.newpin, {
    message: m.newPinSameAsCurrent,
    path: ['newpin'],
  });
export type ChangePinBody = z.infer<typeof changePinBodySchema>;

/** The Change Pin form: the new PIN typed twice; only currentpin and newpin are sent. */
export const changePinFormSchema = changePinBodySchema
  .safeExtend({ confirmpin: z.string() })
  .refine((body) => body.newpin === body.confirmpin, {
    message: 'The PINs do not match',
    path: ['confirmpin'],
  });
export type ChangePinForm = z.infer<typeof changePinFormSchema>;

/** PUT /api/user/user-deactivation */
export const userStatusBodySchema = z.object({
  status: z.enum(userStatuses, { error: m.statusInvalid }),
  /** Needed to deactivate (the server answers 400 on `currentpin` without it); not to activate. */
  currentpin: pin.optional(),
});
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;

/** PUT /api/user/language: the signed-in user's language for the app and the API. */
export const userLanguageBodySchema = z.object({
  language: z.enum(languages, { error: errorMessages.languageInvalid }),
});
export type UserLanguageBody = z.infer<typeof userLanguageBodySchema>;

export const userProfileSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  accounttype: z.enum(accountTypes),
  status: z.enum(userStatuses),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The signed-in user as GET /api/auth/user returns it (spec: user.userProfile). */
export const currentUserSchema = z.object({
  userid: z.string(),
  organizationid: z.string(),
  role: z.enum(userRoles),
  /** The rentals the user is limited to; empty: every rental (always so for the owner). */
  rentalids: z.array(z.string()),
  /** What the user may do (the permission map for their role, with the owner's allowances). */
  permissions: z.array(z.enum(permissionsList)),
  /** The user's language for the app and the API's messages (PUT /api/user/language). */
  language: z.enum(languages),
  userProfile: userProfileSchema,
  /**
   * The user had signed in before this session (greeted "Welcome back"); false in the session
   * that sign-up or a member's first sign-in started. Given with the session and by
   * GET /api/auth/user.
   */
  returning: z.boolean().optional(),
  /**
   * For an account older than verified phones: the phone must be confirmed by a code before
   * this instant (sign-in needs the code after it); null or absent once confirmed.
   */
  phoneconfirmdue: z.string().nullable().optional(),
  /** `operator: true` for an operator (OPERATOR_PHONES); `suspension` while suspended. */
  ...userOperatorFieldsSchema.shape,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = z.object({ user: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** GET /api/users/all-users (spec: users[] with userid and userdata). */
export const userListResponseSchema = z.object({
  users: z.array(
    z.object({
      userid: z.string(),
      userdata: z.object({ firstname: z.string(), lastname: z.string() }),
    }),
  ),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
