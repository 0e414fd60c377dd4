import {
  importPreviewResponseSchema,
  importResultResponseSchema,
} from '@rental/shared/schemas/tenant-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessages } from '@rental/shared/error-messages';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { templateCsv } from './import-csv.js';
import { importTenants, previewImport } from './import-service.js';
import type { TenantsDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['tenants'];

/** A 2,000-tenant file is about 200 kB; 2 MB leaves room for long names and quoting. */
const csvBodyLimit = 2 * 1024 * 1024;

const csvOnlyMessage = errorMessages.tenantsCsvOnly;
const csvBody = z.string({ error: csvOnlyMessage });

/**
 * The CSV import. Its text/csv parser and larger body limit live in this plugin only: every
 * other route keeps JSON bodies of at most 64 kB.
 */
export const tenantImportRoutes: FastifyPluginAsyncZod<{ deps: TenantsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: csvBodyLimit },
    (_request, body, done) => done(null, body),
  );
  // A JSON (or empty) upload parses fine but is not a file: say what to send instead.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && typeof request.body !== 'string') {
      throw new AppError('unsupported_media_type', csvOnlyMessage);
    }
  });

  app.get(
    '/api/tenant/import/template',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary: 'A CSV file with the import columns and one example row',
        security,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses('unauthorized') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tenants-template.csv"')
        .send(templateCsv()),
  );

  app.post(
    '/api/tenant/import/preview',
    {
      config: { permission: 'tenants.write' },
      bodyLimit: csvBodyLimit,
      schema: {
        tags,
        summary: 'Check a CSV of tenants: every row with its errors; nothing is saved',
        security,
        consumes: ['text/csv'],
        body: csvBody,
        response: {
          200: importPreviewResponseSchema,
          ...errorResponses('unauthorized', 'payload_too_large', 'unsupported_media_type'),
        },
      },
    },
    async (request) => previewImport(deps, sessionOf(request).organizationId, request.body),
  );

  app.post(
    '/api/tenant/import',
    {
      config: { permission: 'tenants.write' },
      bodyLimit: csvBodyLimit,
      schema: {
        tags,
        summary: 'Import the valid rows of a CSV of tenants, all in one transaction',
        security,
        consumes: ['text/csv'],
        body: csvBody,
        response: {
          200: importResultResponseSchema,
          ...errorResponses(
            'unauthorized',
            'payload_too_large',
            'unsupported_media_type',
            'conflict',
            'plan_limit',
          ),
        },
      },
    },
    async (request) => importTenants(deps, actorOf(request), request.body),
  );
};
