import { createHash } from 'node:crypto';
import { msg } from '@rental/shared/message-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyClaim,
} from '../db/idempotency-keys.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A money POST that takes an `Idempotency-Key` header: the same key sent again (a retry
     * after a lost answer, a double tap) gets the first answer and changes nothing more.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim?: IdempotencyClaim;
  }
}

// Visible ASCII, as in the IETF draft's examples (UUIDs, ULIDs, random strings).
const keyFormat = /^[\x21-\x7e]{1,255}$/;

function requestHash(request: FastifyRequest): string {
  const path = request.routeOptions.url ?? request.url;
  return createHash('sha256')
    .update(`${request.method} ${path} ${JSON.stringify(request.params)} `)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

/**
 * Idempotency-Key for money POSTs (routes with `config.idempotent`). The key is claimed in the
 * database before the handler runs, per organization; its answer is kept when the change is
 * made (2xx) and the key let go otherwise, so a refused request can be corrected and sent
 * again with the same key. Runs after the session and the body are checked.
 */
async function idempotencyPlugin(app: FastifyInstance, options: { db: Db; clock: Clock }) {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !keyFormat.test(header)) {
      throw new AppError('validation', msg('error.idempotencyKeyInvalid'));
    }
    const organizationId = request.session?.organizationId;
    if (!organizationId) return;
    const claim = { organizationId, key: header };
    const result = await claimIdempotencyKey(
      options.db,
      claim,
      requestHash(request),
      options.clock(),
    );
    if (result.kind === 'otherRequest') {
      throw new AppError('unprocessable', msg('error.idempotencyKeyReused'));
    }
    if (result.kind === 'inFlight') {
      throw new AppError('conflict', msg('error.idempotencyKeyInFlight'));
    }
    if (result.kind === 'replay') {
      return reply
        .status(result.statusCode)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(result.body);
    }
    request.idempotencyClaim = claim;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const made = reply.statusCode >= 200 && reply.statusCode < 300;
    if (made && typeof payload === 'string') {
      await completeIdempotencyKey(options.db, claim, reply.statusCode, payload);
    } else {
      await releaseIdempotencyKey(options.db, claim);
    }
    return payload;
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] });
