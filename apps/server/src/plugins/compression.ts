import fastifyCompress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Answers of 1 KB or more are compressed for clients that accept it (every browser): a
 * phone on weak mobile data downloads the tenants list, the dashboard and the reports at a
 * fraction of their size (issue 33). Brotli at quality 4 (the plugin's default for answers
 * made on the fly) or gzip. Request bodies are never decompressed: a small compressed body
 * must not become a huge one past the body limit. The built web assets come precompressed
 * (web.ts) and are left as they are.
 */
export const compression = fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
});

type Encoding = 'br' | 'gzip';
const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
};

/** Each kept body's compressed forms, made once (off the event loop) on first ask. */
const encodedBodies = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

function encoded(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let forms = encodedBodies.get(body);
  if (!forms) encodedBodies.set(body, (forms = new Map()));
  let form = forms.get(encoding);
  if (!form) forms.set(encoding, (form = encoders[encoding](body)));
  return form;
}

/**
 * Sends JSON already serialized and kept (the reports' cache: the same body for every reader
 * until the data change), compressed once per body rather than once per answer: a report of
 * megabytes would otherwise cost tens of milliseconds of compression for each reader.
 */
export async function sendKeptJson(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate<Encoding>(accepted, ['br', 'gzip']) : null;
  if (!encoding || body.length < 1024) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await encoded(body, encoding));
}
