import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

type Serialize = (data: unknown) => string;

/** One serializer per schema: most routes share their error schemas (lib/route-schemas.ts). */
const compiled = new WeakMap<ZodType, Serialize>();

function compile(schema: ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(
      z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as fastJson.AnySchema,
    );
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod
 * response schema, as Fastify does natively: only the declared fields go out, and no zod
 * parse runs on the hot path (GET /api/auth/user has a throughput budget). The response
 * schemas are shared with the web app and the OpenAPI document, so they stay the one truth.
 * Compiled at a route's first answer with that status, not at start: start-up memory has a
 * budget, and most of the ~1,000 (route, status) pairs are rarely or never answered.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile(schema))(data);
};
