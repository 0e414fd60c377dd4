import type { FastifyInstance } from 'fastify';

/**
 * Africa's Talking posts its callbacks (delivery reports, incoming messages) form-urlencoded.
 * Added to a plugin's own scope: the rest of the API stays JSON only. A repeated field keeps
 * its last value; the route's schema then validates the fields as strings.
 */
export function acceptFormBodies(
  app: Pick<FastifyInstance, 'addContentTypeParser'>,
  bodyLimit = 4096,
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
