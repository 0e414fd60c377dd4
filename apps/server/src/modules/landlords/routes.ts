import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  landlordBodySchema,
  landlordListResponseSchema,
  landlordResponseSchema,
  ownerStatementQuerySchema,
  ownerStatementSchema,
  ownerStatementSmsBodySchema,
  remittanceBodySchema,
  remittanceResponseSchema,
} from '@rental/shared/schemas/landlords';
import {
  ownerLinkSchema,
  ownerLinkSmsResponseSchema,
  ownerLinkStatusSchema,
} from '@rental/shared/schemas/owner-page';
import { smsMessageResponseSchema } from '@rental/shared/schemas/sms';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { ownerStatement } from './owner-statement.js';
import {
  issueOwnerLink,
  ownerLinkStatus,
  revokeOwnerLink,
  type OwnerLinkDeps,
} from './page-links.js';
import { sendOwnerLinkSms } from './link-sms.js';
import { recordRemittance } from './remittances.js';
import { sendStatementSms } from './statement-sms.js';
import {
  changeLandlord,
  createLandlord,
  getLandlord,
  getLandlords,
  removeLandlord,
  requireAgent,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['landlords'];
const errors = errorResponses('unauthorized', 'forbidden', 'not_found');

/** The signed-in agent's organization; 403 for a Landlord account. */
function agentOrganization(request: FastifyRequest) {
  const session = sessionOf(request);
  requireAgent(session.user.account_type);
  return session.organizationId;
}

/** Landlords an agent manages rentals for, their remittances and owner statements. */
export const landlordsRoutes: FastifyPluginAsyncZod<{ deps: OwnerLinkDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/landlords/new-landlord',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: 'Add a landlord: contact, KRA PIN, payout details and commission (agents only)',
        security,
        body: landlordBodySchema,
        response: { 201: landlordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      agentOrganization(request);
      const landlord = await createLandlord(deps, actorOf(request), request.body);
      return reply.code(201).send({ landlord });
    },
  );

  app.get(
    '/api/landlords/all',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: "The agent's landlords, by name, with their rentals counted",
        security,
        response: { 200: landlordListResponseSchema, ...errors },
      },
    },
    async (request) => ({ landlords: await getLandlords(deps, agentOrganization(request)) }),
  );

  app.get(
    '/api/landlords/:id',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'One landlord',
        security,
        params: idParamsSchema,
        response: { 200: landlordResponseSchema, ...errors },
      },
    },
    async (request) => ({
      landlord: await getLandlord(deps, agentOrganization(request), request.params.id),
    }),
  );

  app.put(
    '/api/landlords/:id',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: "Change a landlord's details or commission",
        security,
        params: idParamsSchema,
        body: landlordBodySchema,
        response: { 200: landlordResponseSchema, ...errors },
      },
    },
    async (request) => {
      agentOrganization(request);
      return {
        landlord: await changeLandlord(deps, actorOf(request), request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/api/landlords/:id',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary:
          'Delete a landlord added by mistake (refused while rentals or payments are recorded)',
        security,
        params: idParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      agentOrganization(request);
      await removeLandlord(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/landlords/:id/remittances',
    {
      config: { idempotent: true, permission: 'money.write' },
      schema: {
        tags,
        summary: "Record what was paid to the landlord against a month's owner statement",
        security,
        params: idParamsSchema,
        body: remittanceBodySchema,
        response: { 201: remittanceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      agentOrganization(request);
      const remittance = await recordRemittance(
        deps,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ remittance });
    },
  );

  app.get(
    '/api/reports/owner-statement',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary:
          "A landlord's month: rent collected per rental, less commission and expenses, is " +
          'due; with the balance brought forward, remitted and carried forward',
        security,
        querystring: ownerStatementQuerySchema,
        response: { 200: ownerStatementSchema, ...errors },
      },
    },
    async (request) => ownerStatement(deps.db, agentOrganization(request), request.query),
  );

  app.post(
    '/api/reports/owner-statement/sms',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary:
          "Text the landlord the month's statement (collected and due to them) through the " +
          "organization's SMS provider",
        security,
        body: ownerStatementSmsBodySchema,
        response: { 201: smsMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      agentOrganization(request);
      const message = await sendStatementSms(deps, actorOf(request), request.body);
      return reply.code(201).send({ message });
    },
  );

  app.post(
    '/api/landlords/:id/page-link',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: "A new private link to the landlord's own page (the old one stops working)",
        security,
        params: idParamsSchema,
        response: { 201: ownerLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      agentOrganization(request);
      return reply
        .status(201)
        .send(await issueOwnerLink(deps, actorOf(request), request.params.id));
    },
  );

  app.post(
    '/api/landlords/:id/page-link/sms',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary:
          "Text the landlord their page's link, in their language, through the organization's " +
          'SMS provider (a link is made first if they have none that can be sent)',
        security,
        params: idParamsSchema,
        response: { 200: ownerLinkSmsResponseSchema, ...errors },
      },
    },
    async (request) => {
      agentOrganization(request);
      return sendOwnerLinkSms(deps, actorOf(request), request.params.id);
    },
  );

  app.get(
    '/api/landlords/:id/page-link',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: 'Whether the landlord has a private page link, since when, and the link',
        security,
        params: idParamsSchema,
        response: { 200: ownerLinkStatusSchema, ...errors },
      },
    },
    async (request) => ownerLinkStatus(deps, agentOrganization(request), request.params.id),
  );

  app.delete(
    '/api/landlords/:id/page-link',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: "Revoke the landlord's private page link: it answers 404 from now on",
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      agentOrganization(request);
      await revokeOwnerLink(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
