import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const openapi = {
  info: {
    title: 'Rental Manager API',
    description:
      'Rentals, tenants, invoices and payments for Kenyan landlords. Errors always answer ' +
      '`{"error":{"code","message","fields"?}}`.',
    version: '1.0.0',
  },
  components: {
    securitySchemes: {
      authToken: { type: 'apiKey' as const, in: 'header', name: 'x-auth-token' },
    },
  },
};

const documentOnly = () => undefined;

/**
 * The API reference as an app of its own (plugins/api-docs.ts forwards to it): the UI under
 * `prefix`, the OpenAPI document at `<prefix>/json`, generated from the main app's routes.
 * Only their method, URL, schema and config matter to the document; their handlers never run.
 */
export async function buildDocsApp(routes: readonly RouteOptions[], prefix: string) {
  const docs = Fastify();
  // The schemas are zod's, and no request reaches these routes: nothing to validate or write.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(fastifySwagger, { openapi, transform: jsonSchemaTransform });
  await docs.register(fastifySwaggerUi, { routePrefix: prefix });
  for (const route of routes) {
    // HEAD routes come back with their GET routes; hidden ones are in no document (and the
    // forwarding routes would clash with the UI's own).
    if (route.method === 'HEAD' || route.schema?.hide) continue;
    docs.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      config: route.config,
      handler: documentOnly,
    });
  }
  await docs.ready();
  return docs;
}
