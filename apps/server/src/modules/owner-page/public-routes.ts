import {
  ownerPageQuerySchema,
  ownerStatementPdfParamsSchema,
  ownerTokenParamsSchema,
  publicOwnerPageSchema,
} from '@rental/shared/schemas/owner-page';
import type { Language } from '@rental/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import {
  defaultOwnerPageLimits,
  ownerPageGate,
  type OwnerPageLimits,
  type PageLandlord,
} from './page-gate.js';
import { openOwnerPage, type OwnerPageDeps } from './page-service.js';
import { ownerStatementPdf } from './statement-pdf.js';

export { defaultOwnerPageLimits, type OwnerPageLimits } from './page-gate.js';

const tags = ['owner page'];

/**
 * The page's language: ?lang= (the visitor switched on the page), else the landlord's own, as
 * their agent set it: the owner's page speaks the owner's language as a tenant's page does.
 */
function pageLanguage(landlord: PageLandlord, lang: Language | undefined): Language {
  return lang ?? landlord.language;
}

/**
 * A landlord's own read-only page, without an account: the token in the path is the key, as on
 * the tenant page. Every request passes the page's gate (page-gate.ts) first. Answers are never
 * stored by a browser or proxy, and the page sends no Referer (security-headers.ts).
 */
export const ownerPageRoutes: FastifyPluginAsyncZod<{
  deps: OwnerPageDeps;
  limits?: Partial<OwnerPageLimits>;
}> = async (app, { deps, limits }) => {
  const admit = ownerPageGate(deps, { ...defaultOwnerPageLimits, ...limits });

  app.get(
    '/api/public/owner/:token',
    {
      schema: {
        tags,
        summary:
          "A landlord's own page: their rentals' occupancy, this month's rent collected, " +
          'arrears and expenses, owner statements and remittances',
        params: ownerTokenParamsSchema,
        querystring: ownerPageQuerySchema,
        response: {
          200: publicOwnerPageSchema,
          ...errorResponses('not_found', 'rate_limited'),
        },
      },
    },
    async (request, reply) => {
      const landlord = await admit(request.ip, request.params.token);
      const page = await openOwnerPage(deps, landlord, pageLanguage(landlord, request.query.lang));
      void reply.header('cache-control', 'private, no-store');
      return page;
    },
  );

  app.get(
    '/api/public/owner/:token/statement/:month.pdf',
    {
      schema: {
        tags,
        summary: "One month's owner statement as a PDF, from the landlord's own page",
        params: ownerStatementPdfParamsSchema,
        querystring: ownerPageQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: z.unknown().describe('The statement PDF'),
          ...errorResponses('not_found', 'rate_limited'),
        },
      },
    },
    async (request, reply) => {
      const { token, month } = request.params;
      const landlord = await admit(request.ip, token);
      const { pdf, fileName } = await ownerStatementPdf(
        deps,
        landlord,
        month,
        pageLanguage(landlord, request.query.lang),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
