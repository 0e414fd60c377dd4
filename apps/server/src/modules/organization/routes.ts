import {
  managersMayEraseBodySchema,
  organizationProfileBodySchema,
  organizationProfileMessages,
  organizationProfileSchema,
  payeeSchema,
} from '@rental/shared/schemas/payee';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { payeeOf } from './payee.js';
import {
  getOrganizationProfile,
  saveOrganizationProfile,
  setManagersMayErase,
  type OrganizationDeps,
} from './profile.js';

/** What bills made in the browser (invoice, receipt, statement PDFs) say about the landlord. */
export const organizationRoutes: FastifyPluginAsyncZod<{ deps: OrganizationDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/organization/payee',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['organization'],
        summary:
          'Whom tenants pay and where: the name and phone on bills, the paybill, the account',
        security: [{ authToken: [] }],
        response: { 200: payeeSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => {
      const payee = await payeeOf(deps.db, sessionOf(request).organizationId);
      return {
        name: payee.name,
        phone: payee.phone,
        paybill: payee.paybill,
        accountnumber: payee.bankAccountNumber,
      };
    },
  );

  app.get(
    '/api/organization/profile',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['organization'],
        summary: 'The name and phone bills carry, and what they fall back to',
        security: [{ authToken: [] }],
        response: { 200: organizationProfileSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => getOrganizationProfile(deps, sessionOf(request).organizationId),
  );

  app.put(
    '/api/organization/profile',
    {
      config: { permission: 'settings', forbiddenMessage: organizationProfileMessages.ownerOnly },
      schema: {
        tags: ['organization'],
        summary: 'Set the name and phone bills carry (owner only; empty: the default)',
        security: [{ authToken: [] }],
        body: organizationProfileBodySchema,
        response: {
          200: organizationProfileSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => saveOrganizationProfile(deps, actorOf(request), request.body),
  );

  app.put(
    '/api/organization/managers-may-erase',
    {
      config: { permission: 'team' },
      schema: {
        tags: ['organization'],
        summary:
          "Let managers erase and export tenants' personal data and delete payments, or stop " +
          'them (owner only); applies from their next request',
        security: [{ authToken: [] }],
        body: managersMayEraseBodySchema,
        response: {
          200: organizationProfileSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => setManagersMayErase(deps, actorOf(request), request.body.allowed),
  );
};
