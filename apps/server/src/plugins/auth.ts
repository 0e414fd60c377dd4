import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import { resolveSession, type SessionContext } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on guarded routes. */
    session: SessionContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook for guarded routes: a valid x-auth-token or 401. */
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
}

/** The session of a guarded request; only call it on routes behind `requireSession`. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError('unauthorized', 'Please sign in to continue');
  return request.session;
}

async function authPlugin(app: FastifyInstance, options: { db: Db; clock: Clock }) {
  app.decorateRequest('session', null);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    const token = request.headers['x-auth-token'];
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) {
      throw new AppError('unauthorized', 'Please sign in to continue');
    }
    const session = await resolveSession(options.db, options.clock, token);
    if (!session)
      throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
    request.session = session;
  });
}

export default fp(authPlugin, { name: 'auth' });
