import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json). */
async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Rental Manager API',
        description:
          'Rentals, tenants, invoices and payments for Kenyan landlords. Errors always answer ' +
          '`{"error":{"code","message","fields"?}}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

export default fp(apiDocsPlugin, { name: 'api-docs' });
