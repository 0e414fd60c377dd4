import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod
 * response schema, as Fastify does natively: only the declared fields go out, and no zod
 * parse runs on the hot path (GET /api/auth/user has a throughput budget). The response
 * schemas are shared with the web app and the OpenAPI document, so they stay the one truth.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as fastJson.AnySchema);
