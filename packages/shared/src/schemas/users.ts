import { z } from 'zod';
import { accountTypes, languages, userRoles, userStatuses } from '../enums.js';
import { errorMessages } from '../error-messages.js';
import { validationMessages as m } from '../messages.js';
import { userOperatorFieldsSchema } from './operator.js';
import { email, personName, phoneNumber, pin } from './fields.js';

export const profileFields = {
  firstname: personName(m.firstnameRequired),
  lastname: personName(m.lastnameRequired),
  phonenumber: phoneNumber,
  email,
};

/** PUT /api/user/user-profile */
export const updateProfileBodySchema = z.object(profileFields);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

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
  /** The user's language for the app and the API's messages (PUT /api/user/language). */
  language: z.enum(languages),
  userProfile: userProfileSchema,
  /**
   * The user had signed in before this session (greeted "Welcome back"); false in the session
   * that sign-up or a member's first sign-in started. Given with the session and by
   * GET /api/auth/user.
   */
  returning: z.boolean().optional(),
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
