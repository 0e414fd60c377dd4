import { msg } from '@rental/shared/message-catalogue';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/error-body.js';
import { acceptedLanguage } from '../lib/request-language.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment close() begins (SIGTERM): readiness answers 503 from then on. */
    isClosing: () => boolean;
  }
  interface FastifyContextConfig {
    /** Answered as usual while the server closes (the health probes); others get 503. */
    whileClosing?: boolean;
  }
}

/**
 * The server's side of a graceful shutdown (server.ts closes the app on SIGTERM). close()
 * stops accepting connections and waits for requests in flight; meanwhile a new request on a
 * connection that is still open is turned away with 503 in our one error shape (Fastify's own
 * return503OnClosing answers in its shape: app.ts turns it off), and every answer closes its
 * connection, so no idle keep-alive connection holds close() up.
 */
async function closingPlugin(app: FastifyInstance) {
  let closing = false;
  app.decorate('isClosing', () => closing);
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || request.routeOptions.config.whileClosing) return;
    // No route ran, so no session either: the header says the language.
    const language = acceptedLanguage(request.headers['accept-language']);
    return reply.status(503).send(errorBody('unavailable', msg('error.serverClosing'), language));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}

export default fp(closingPlugin, { name: 'closing' });
