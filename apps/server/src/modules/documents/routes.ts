import multipart from '@fastify/multipart';
import {
  documentListSchema,
  documentMaxBytes,
  documentResponseSchema,
} from '@rental/shared/schemas/documents';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import {
  addDocument,
  documentTooLarge,
  getDocumentFile,
  listDocuments,
  removeDocument,
  type DocumentsDeps,
  type Upload,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['documents'];
const fileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const uploadErrors = errorResponses(
  'unauthorized',
  'forbidden',
  'validation',
  'not_found',
  'payload_too_large',
);

/**
 * The form's fields and its one file, in whatever order they come. Past 5 MB the parser
 * stops reading and the upload is refused (413), so a large file is never held in memory.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, unknown> = {};
  let bytes: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (bytes === null) bytes = await part.toBuffer();
      else await part.toBuffer();
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, bytes };
}

/**
 * Documents per tenant and per rental (issue 32): a signed lease, an ID copy, an inspection,
 * a letter. Sent as multipart/form-data (`kind`, `title`, `file`); the multipart parser and
 * its 5 MB limit live in this plugin only.
 */
export const documentRoutes: FastifyPluginAsyncZod<{ deps: DocumentsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);
  await app.register(multipart, {
    limits: { fileSize: documentMaxBytes, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
  });
  // The parser's own refusals in the one error shape, in the document's words.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw documentTooLarge();
    throw error;
  });

  for (const [path, permission, owner] of [
    ['/api/tenant/:id/documents', 'tenants.write', 'tenantId'],
    ['/api/rental/:id/documents', 'rentals.write', 'rentalId'],
  ] as const) {
    app.post(
      path,
      {
        config: { permission },
        schema: {
          tags,
          summary: `Add a document to the ${owner === 'tenantId' ? 'tenant' : 'rental'} (multipart: kind, title, file)`,
          security,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 201: documentResponseSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const owned = { [owner]: request.params.id } as { tenantId: string } | { rentalId: string };
        const document = await addDocument(deps, actorOf(request), owned, upload);
        return reply.status(201).send({ document });
      },
    );
  }

  for (const [path, permission, owner] of [
    ['/api/tenant/:id/documents', 'tenants.private', 'tenantId'],
    ['/api/rental/:id/documents', 'rentals.read', 'rentalId'],
  ] as const) {
    app.get(
      path,
      {
        config: { permission },
        schema: {
          tags,
          summary: `The ${owner === 'tenantId' ? "tenant's" : "rental's"} documents, newest first`,
          security,
          params: idParamsSchema,
          response: {
            200: documentListSchema,
            ...errorResponses('unauthorized', 'forbidden', 'not_found'),
          },
        },
      },
      async (request) => {
        const owned = { [owner]: request.params.id } as { tenantId: string } | { rentalId: string };
        return { documents: await listDocuments(deps, actorOf(request), owned) };
      },
    );
  }

  app.get(
    '/api/documents/:id',
    {
      config: { permission: 'rentals.read' },
      schema: {
        tags,
        summary: "A document's file, with its type (a tenant's needs their private data)",
        security,
        produces: fileTypes,
        params: idParamsSchema,
        response: {
          200: z.unknown().describe('The file'),
          ...errorResponses('unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const file = await getDocumentFile(deps, actorOf(request), request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.document.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { permission: 'rentals.read' },
      schema: {
        tags,
        summary: 'Remove a document added by mistake (the activity log keeps that it was there)',
        security,
        params: idParamsSchema,
        response: {
          204: z.null().describe('Removed'),
          ...errorResponses('unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      await removeDocument(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
