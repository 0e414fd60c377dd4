import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const prefix = '/api/docs';

/** Headers of the inner answer that belong to its own connection, not to ours. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json).
 * The generator and the UI (@fastify/swagger, @fastify/swagger-ui) are loaded at the first
 * request to /api/docs, into an app of their own (api-docs-app.ts) given the routes seen here:
 * start-up memory has a budget, and the reference is for developers now and then.
 */
async function apiDocsPlugin(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  let docsApp: ReturnType<typeof loadDocsApp> | undefined;
  function loadDocsApp() {
    return import('./api-docs-app.js').then(({ buildDocsApp }) => buildDocsApp(routes, prefix));
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    docsApp ??= loadDocsApp().catch((error: unknown) => {
      docsApp = undefined;
      throw error;
    });
    const docs = await docsApp;
    // GET for HEAD too: the body sent here sets the length, and Node leaves it out for HEAD.
    const answer = await docs.inject({ method: 'GET', url: request.url, headers: request.headers });
    // An unknown path under /api/docs gets the API's own 404, and a failure its own 500.
    if (answer.statusCode === 404) return reply.callNotFound();
    if (answer.statusCode >= 500) throw new Error(`API reference: ${answer.body}`);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !hopByHop.has(name)) void reply.header(name, value);
    }
    // An empty body (a redirect) is sent as none, so that it gets no content type either.
    const body = answer.rawPayload.length > 0 ? answer.rawPayload : undefined;
    return reply.status(answer.statusCode).send(body);
  }

  const hidden = { schema: { hide: true } };
  app.get(prefix, hidden, forward);
  app.get(`${prefix}/*`, hidden, forward);
}

export default fp(apiDocsPlugin, { name: 'api-docs' });
