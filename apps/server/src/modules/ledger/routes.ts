import { statementResponseSchema } from '@rental/shared/schemas/ledger';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { getStatement, type LedgerDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['tenants'];

export const ledgerRoutes: FastifyPluginAsyncZod<{ deps: LedgerDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/tenant/all-tenants/:id/statement',
    {
      config: { permission: 'tenants.private' },
      schema: {
        tags,
        summary:
          "A tenant's statement, oldest first: opening balances, invoices and payments " +
          'with the running balance',
        security,
        params: idParamsSchema,
        response: {
          200: statementResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      return getStatement(deps, organizationId, request.params.id, rentalIds);
    },
  );
};
