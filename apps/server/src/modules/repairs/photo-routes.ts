import multipart from '@fastify/multipart';
import { receiptMaxBytes } from '@rental/shared/schemas/expenses';
import { repairIdParamsSchema, repairSchema } from '@rental/shared/schemas/repairs';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { addRepairPhoto } from './add-photo.js';
import { photoTooLarge } from './photos.js';
import type { RepairsDeps } from './service.js';

/**
 * The form's one file (`photo`), or null without one. Past 5 MB the parser stops reading and
 * the upload is refused (413), so a large file is never held in memory.
 */
async function readPhoto(request: FastifyRequest): Promise<Buffer | null> {
  let bytes: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const file = await part.toBuffer();
    bytes ??= file;
  }
  return bytes;
}

/**
 * The team adds a photo to a repair, as multipart/form-data (`photo`), as documents are sent;
 * the multipart parser and its 5 MB limit (an expense receipt's) live in this plugin only.
 */
export const repairPhotoRoutes: FastifyPluginAsyncZod<{ deps: RepairsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);
  await app.register(multipart, {
    limits: { fileSize: receiptMaxBytes, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });
  // The parser's own refusal in the one error shape, in the photo's words.
  app.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? photoTooLarge('photo') : error;
  });

  app.post(
    '/api/repairs/:id/photos',
    {
      config: { permission: 'repairs.manage' },
      schema: {
        tags: ['repairs'],
        summary:
          'Add a photo to a repair (multipart: photo, a JPEG, PNG or WebP picture of at most ' +
          '5 MB); at most 3 photos per repair, the tenant’s included',
        security: [{ authToken: [] }],
        consumes: ['multipart/form-data'],
        params: repairIdParamsSchema,
        response: {
          201: repairSchema,
          ...errorResponses(
            'unauthorized',
            'forbidden',
            'validation',
            'not_found',
            'conflict',
            'payload_too_large',
          ),
        },
      },
    },
    async (request, reply) => {
      const bytes = await readPhoto(request);
      const repair = await addRepairPhoto(deps, actorOf(request), request.params.id, bytes);
      return reply.status(201).send(repair);
    },
  );
};
