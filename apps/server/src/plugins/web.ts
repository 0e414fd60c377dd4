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

/** The built files as URL paths without the leading slash ("assets/index-1a2b.js"); no dotfiles. */
function builtFiles(distDir: string): Set<string> {
  const entries = fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' });
  const files = entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    // A file gone meanwhile (the folder being rebuilt) is simply not served.
    .filter((file) => fs.statSync(path.join(distDir, file), { throwIfNoEntry: false })?.isFile());
  return new Set(files);
}

/** The path of a request URL as a router matches it (decoded, without the query), or null. */
function requestedPath(url: string): string | null {
  try {
    return decodeURI(url.split('?')[0]!).slice(1);
  } catch {
    return null;
  }
}

/** Whether a request URL is `path` itself, with or without a query string. */
function isPath(url: string, path: string): boolean {
  return url === path || url.startsWith(`${path}?`);
}

/** Crawlers may index the public pages (landing, sign-in); the API is no page. */
const robotsTxt = 'User-agent: *\nDisallow: /api/\n';

/**
 * Serves the built React app: hashed assets cached for a year, landing.html and sign-in.html
 * (the landing page and sign-in, rendered at build time) for / and /sign-in, and index.html
 * (the app's branded shell) for every other GET path so the client-side router can take it;
 * the pages, sw.js and the manifest are never cached without asking again. Unknown /api paths
 * get the JSON 404 instead.
 */
async function webPlugin(app: FastifyInstance, options: { distDir: string | null }) {
  const distDir = options.distDir;
  const hasWeb = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  // A build without the landing or sign-in entry (an older dist) still serves them from the app.
  const pageOr = (file: string) =>
    hasWeb && fs.existsSync(path.join(distDir, file)) ? file : 'index.html';
  const landingPage = pageOr('landing.html');
  const signInPage = pageOr('sign-in.html');
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      serve: false,
      index: false,
      // Built assets come with .br and .gz copies (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // One route for the build's files, not one route each (@fastify/static's wildcard: false):
    // those cost several MiB of start-up memory for the hundreds of chunks and their .br/.gz
    // copies. Any other path falls to the not-found handler below, as before.
    const files = builtFiles(distDir);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) => {
        const file = requestedPath(request.url);
        return file && files.has(file) ? reply.sendFile(file) : reply.callNotFound();
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
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !isRead || request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send(apiNotFound(request));
    }
    const { url } = request;
    const page = isPath(url, '/')
      ? landingPage
      : isPath(url, '/sign-in')
        ? signInPage
        : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}

export default fp(webPlugin, { name: 'web' });
