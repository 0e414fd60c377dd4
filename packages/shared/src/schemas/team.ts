import { z } from 'zod';
import { userRoles, userStatuses } from '../enums.js';
import { oneTimeCode, phoneNumber, pin } from './fields.js';
import { profileFields } from './users.js';

/**
 * POST /api/team/members: the owner invites a member by phone, as a manager unless another
 * role is given, limited to `rentalids` when given.
 */
export const inviteMemberBodySchema = z.object({
  ...profileFields,
  role: z.enum(['manager', 'accountant', 'caretaker']).optional(),
  rentalids: z.array(z.string().trim().min(1).max(36)).max(500).optional(),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;

/** A one-time code as the SMS gives it: six digits. */
export const invitationCode = oneTimeCode;

/** POST /api/team/accept (public): the invitee proves the phone with the code and sets a PIN. */
export const acceptInvitationBodySchema = z.object({
  phonenumber: phoneNumber,
  code: invitationCode,
  pin,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** The join form: the PIN typed twice; only phonenumber, code and pin are sent. */
export const joinFormSchema = acceptInvitationBodySchema
  .extend({ confirmpin: z.string() })
  .refine((body) => body.pin === body.confirmpin, {
    message: 'The PINs do not match',
    path: ['confirmpin'],
  });
export type JoinForm = z.infer<typeof joinFormSchema>;

/** The invitation of a member who has not set a PIN yet; null once accepted (and for the owner). */
export const invitationStateSchema = z.object({
  /** pending: the code still works; expired: too old or too many wrong tries (resend one). */
  status: z.enum(['pending', 'expired']),
  expiresat: z.string(),
  triesleft: z.number().int(),
});
export type InvitationState = z.infer<typeof invitationStateSchema>;

export const teamMemberSchema = z.object({
  userid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  /** The rentals the member is limited to; empty: every rental. */
  rentalids: z.array(z.string()),
  status: z.enum(userStatuses),
  invitation: invitationStateSchema.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/team/members: everyone in the organization, the owner first. */
export const teamMembersResponseSchema = z.object({ members: z.array(teamMemberSchema) });
export type TeamMembersResponse = z.infer<typeof teamMembersResponseSchema>;

/** POST /api/team/members and POST /api/team/members/{id}/resend-code */
export const teamMemberResponseSchema = z.object({ member: teamMemberSchema, message: z.string() });
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

/** The roles the owner can give a member (there is one owner). */
export const memberRoles = ['manager', 'accountant', 'caretaker'] as const;
export type MemberRole = (typeof memberRoles)[number];

/**
 * PUT /api/team/members/{id} (owner only): the member's role and the rentals they are limited
 * to (`rentalids` left out: unchanged; empty: every rental).
 */
export const updateMemberBodySchema = z.object({
  role: z.enum(memberRoles, { error: 'Choose a role: manager, accountant or caretaker' }),
  rentalids: z.array(z.string().trim().min(1).max(36)).max(500).optional(),
});
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;
