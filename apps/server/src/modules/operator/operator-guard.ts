import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { requireOperator } from '../access/index.js';

/**
 * The onRequest hook of every /api/operator route: anyone but an operator (signed out, an
 * ended session, any other user) gets the router's own 404 for an unknown route, in the same
 * words and language, before the body is read or validated, so nothing tells the console is
 * there. An operator whose own organization is suspended still works the console: the
 * suspension is about that organization's data, not about the operator's role.
 */
export function operatorOnly(app: FastifyInstance, operatorPhones: ReadonlySet<string>) {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    app.requireSession(request, reply, (sessionError) => {
      // The database failing is no answer about the route: a 500 as anywhere else.
      if (sessionError && !(sessionError instanceof AppError)) return done(sessionError);
      const route = { method: request.method, path: request.url.split('?')[0]! };
      try {
        requireOperator(operatorPhones, request.session?.user, route);
      } catch (error) {
        // Answered like the not-found handler: in the Accept-Language, not the user's setting.
        request.session = null;
        return done(error as Error);
      }
      done();
    });
  };
}
