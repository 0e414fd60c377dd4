import {
  organizationProfileBodySchema,
  organizationProfileSchema,
  payeeSchema,
} from '@rental/shared/schemas/payee';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { payeeOf } from '../ledger/payee.js';
import {
  getOrganizationProfile,
  saveOrganizationProfile,
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
};
