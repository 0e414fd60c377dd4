import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { builtPagesScriptHashes } from '../lib/inline-script-hashes.js';

/** The path of a request URL without its query string. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!;
}

/**
 * A tenant's or a landlord's own page carries its secret token in the URL (`/t/<token>`,
 * `/o/<token>`, and their APIs under `/api/public/tenant/<token>` and
 * `/api/public/owner/<token>`): no link or request from it may tell another site the token.
 */
function carriesPageToken(path: string): boolean {
  return (
    /^\/+[to]\//.test(path) ||
    path.startsWith('/api/public/tenant/') ||
    path.startsWith('/api/public/owner/')
  );
}

/** The API reference (swagger-ui) and its assets: public, the same for everyone. */
function isApiDocs(path: string): boolean {
  return path === '/api/docs' || path.startsWith('/api/docs/');
}

/** Answers of the API other than its reference: signed-in, tenant-page and error answers alike. */
function isApiAnswer(path: string): boolean {
  return (path === '/api' || path.startsWith('/api/')) && !isApiDocs(path);
}

/** The Content-Security-Policy of every answer; the app's pages are what it is written for. */
function contentSecurityPolicy(scriptHashes: readonly string[]) {
  return {
    // Every directive written out: helmet's defaults would add upgrade-insecure-requests,
    // which breaks an install reached over plain http on a local network.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      // The built bundles, and the prerendered pages' inline loaders by their hashes.
      scriptSrc: ["'self'", ...scriptHashes],
      scriptSrcAttr: ["'none'"],
      // Emotion (MUI's styling) inserts <style> elements at run time, and the prerendered
      // pages and the app's shell carry their CSS inline: the pages are static files, so they
      // cannot carry a per-answer nonce for emotion's cache. Styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Receipts' previews and exported files are blob: URLs; MUI and swagger-ui use data: SVGs.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // A PDF receipt opens in a tab from a blob: URL the app made (open-receipt.ts); that tab
      // inherits this policy and Chrome's PDF viewer is an object. Nothing else is embedded.
      objectSrc: ['blob:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** HSTS only on https: sent over plain http it would be ignored, and it may not be in place yet. */
const strictTransportSecurity = {
  maxAge: 365 * 24 * 60 * 60,
  // The product is installed on a landlord's or agent's own domain: other hosts under it are
  // not ours to force onto https.
  includeSubDomains: false,
};

/**
 * Security headers, all set by helmet: a Content-Security-Policy without inline scripts other
 * than the built pages' own (by hash) and no framing, nosniff, a referrer policy (none at all
 * from a tenant's or landlord's own page, whose URL holds its token), and HSTS when the request came over https
 * (directly, or as X-Forwarded-Proto from a proxy TRUST_PROXY trusts: Fastify's
 * `request.protocol`). API answers other than the public reference are never stored by a
 * browser or proxy: they are someone's account or tenant page, or an error about one.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: { distDir: string | null }) {
  // The same policy for every answer, made once: helmet's middleware parses and checks the
  // directives when it is made, which costs more than a fast route (reply.helmet() below makes
  // its middleware per request, so it gets the cheap headers only).
  const applyCsp = fastifyHelmet.fastifyHelmet.contentSecurityPolicy(
    contentSecurityPolicy(builtPagesScriptHashes(options.distDir)),
  );
  await app.register(fastifyHelmet, {
    // Applied per request below: HSTS and the referrer policy depend on the request.
    global: false,
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onRequest', (request, reply, done) => {
    const pageToken = carriesPageToken(pathOf(request));
    reply.helmet({
      strictTransportSecurity: request.protocol === 'https' ? strictTransportSecurity : false,
      referrerPolicy: { policy: pageToken ? 'no-referrer' : 'strict-origin-when-cross-origin' },
    });
    applyCsp(request.raw, reply.raw, done);
  });

  app.addHook('onSend', async (request, reply) => {
    if (!isApiAnswer(pathOf(request))) return;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || !cacheControl.includes('no-store')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
