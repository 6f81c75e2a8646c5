import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerPublic } from './route-access.js';

/** OpenAPI 3.1 generated from the routes' zod schemas, browsable at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string; version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Praxis API',
          version: opts.version,
          description:
            'Compliance, governance, risk and control work. Errors share one body: status, code, message, details.',
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Every route that is not public takes a Bearer token; say so in the document.
      transform: (input) => {
        const output = jsonSchemaTransform(input);
        if (input.route.config?.access === 'public') return output;
        return { ...output, schema: { ...output.schema, security: [{ bearer: [] }] } };
      },
      // The viewer's own routes and the web app are not part of the API.
      hideUntagged: false,
    });
    await registerPublic(app, async (scope) => {
      await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
    });
  },
);
