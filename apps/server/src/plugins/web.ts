import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { msg } from '@rental/shared/message-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/error-body.js';
import { requestLanguage } from '../lib/request-language.js';

function apiNotFound(request: FastifyRequest) {
  const route = { method: request.method, path: request.url.split('?')[0]! };
  return errorBody('not_found', msg('error.noApiRoute', route), requestLanguage(request));
}

/** Crawlers may index the public pages (landing, sign-in); the API is no page. */
const robotsTxt = 'User-agent: *\nDisallow: /api/\n';

/**
 * Serves the built React app: hashed assets cached for a year, and index.html (never cached)
 * for every other GET path so the client-side router can take it. Unknown /api paths get
 * the JSON 404 instead.
 */
async function webPlugin(app: FastifyInstance, options: { distDir: string | null }) {
  const distDir = options.distDir;
  const hasWeb = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Built assets come with .br and .gz copies (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Its own route, or the fallback below would answer crawlers with the app's HTML (a
  // robots.txt in apps/web/public would clash with it: keep it here).
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt),
  );

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !isPage || request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send(apiNotFound(request));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
