import { messageResponseSchema, sessionResponseSchema } from '@rental/shared/schemas/auth';
import {
  acceptInvitationBodySchema,
  inviteMemberBodySchema,
  teamMemberResponseSchema,
  teamMembersResponseSchema,
  updateMemberBodySchema,
} from '@rental/shared/schemas/team';
import { teamMessages } from '@rental/shared/team-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyAttempts } from '../../lib/rate-limit-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, originOf, sessionOf } from '../../plugins/auth.js';
import { acceptInvitation } from './accept.js';
import { defaultPublicUrl } from './invitation-code.js';
import {
  inviteMember,
  listTeam,
  removeMember,
  resendCode,
  resetMemberPin,
  updateMember,
  type TeamDeps,
} from './service.js';

export interface TeamRoutesOptions {
  deps: TeamDeps;
  /** Code attempts allowed per IP address per minute on the public accept route. */
  attemptsPerMinute: number;
  /** Where the web app is reached (the /join link in the SMS); default http://localhost:3000. */
  publicUrl?: string;
}

const security = [{ authToken: [] }];
const memberParams = z.object({ id: z.string().max(64) });

export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (
  app,
  { deps, attemptsPerMinute, publicUrl },
) => {
  const options = { publicUrl: publicUrl ?? defaultPublicUrl };
  const rateLimit = {
    max: attemptsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: tooManyAttempts,
  };

  app.post(
    '/api/team/accept',
    {
      config: { rateLimit },
      schema: {
        tags: ['team'],
        summary: 'Join a team: the SMS code proves the phone, sets the first PIN and signs in',
        body: acceptInvitationBodySchema,
        response: { 200: sessionResponseSchema, ...errorResponses('rate_limited') },
      },
    },
    async (request) => acceptInvitation(deps, request.body, originOf(request)),
  );

  app.get(
    '/api/team/members',
    {
      config: { permission: 'team', forbiddenMessage: teamMessages.ownerOnly },
      onRequest: app.requireSession,
      schema: {
        tags: ['team'],
        summary: "The organization's users with their role, status and pending invitation",
        security,
        response: { 200: teamMembersResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => listTeam(deps, sessionOf(request).organizationId),
  );

  app.post(
    '/api/team/members',
    {
      config: { permission: 'team', forbiddenMessage: teamMessages.ownerOnly },
      onRequest: app.requireSession,
      schema: {
        tags: ['team'],
        summary: 'Invite a member by phone (owner only, within the plan’s user limit)',
        security,
        body: inviteMemberBodySchema,
        response: {
          201: teamMemberResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'plan_limit', 'conflict', 'upstream'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteMember(deps, options, actorOf(request), request.body)),
  );

  app.post(
    '/api/team/members/:id/resend-code',
    {
      config: { permission: 'team', forbiddenMessage: teamMessages.ownerOnly },
      onRequest: app.requireSession,
      schema: {
        tags: ['team'],
        summary: 'Send a member a new code by SMS; the previous code stops working (owner only)',
        security,
        params: memberParams,
        response: {
          200: teamMemberResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict', 'upstream'),
        },
      },
    },
    async (request) => resendCode(deps, options, actorOf(request), request.params.id),
  );

  app.post(
    '/api/team/members/:id/reset-pin',
    {
      config: { permission: 'team', forbiddenMessage: teamMessages.ownerOnly },
      onRequest: app.requireSession,
      schema: {
        tags: ['team'],
        summary:
          "Reset a member's forgotten PIN: signed out, a code by SMS to set a new one (owner only)",
        security,
        params: memberParams,
        response: {
          200: teamMemberResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'upstream'),
        },
      },
    },
    async (request) => resetMemberPin(deps, options, actorOf(request), request.params.id),
  );

  app.put(
    '/api/team/members/:id',
    {
      config: { permission: 'team', forbiddenMessage: teamMessages.ownerOnly },
      onRequest: app.requireSession,
      schema: {
        tags: ['team'],
        summary:
          "Set a member's role and the rentals they are limited to (owner only; not the " +
          "owner's role): it applies from their next request",
        security,
        params: memberParams,
        body: updateMemberBodySchema,
        response: {
          200: teamMemberResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'validation', 'conflict'),
        },
      },
    },
    async (request) => updateMember(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/team/members/:id',
    {
      config: { permission: 'team', forbiddenMessage: teamMessages.ownerOnly },
      onRequest: app.requireSession,
      schema: {
        tags: ['team'],
        summary: 'Remove a member (owner only; not the owner): their sessions end at once',
        security,
        params: memberParams,
        response: {
          200: messageResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => {
      await removeMember(deps, actorOf(request), request.params.id);
      return { message: teamMessages.removed };
    },
  );
};
