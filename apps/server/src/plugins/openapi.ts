import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type DocumentFormat, documentContentTypes, errorBodySchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { registerPublic } from './route-access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart/form-data body that the handler reads itself (multipart bodies are not
     * validated by the route schema), for the API document only.
     */
    multipartForm?: ZodType;
    /** The documents the route answers instead of its JSON, for the API document only. */
    documents?: readonly DocumentFormat[];
  }
}

type Transform = typeof jsonSchemaTransform;
type BodyByType = Record<string, { schema: ZodType }>;

/** A route body given per content type (`{ content: { 'application/json': { schema } } }`), as Fastify takes it. */
const contentOf = (body: unknown): BodyByType | undefined =>
  body !== null && typeof body === 'object' && 'content' in body ? (body.content as BodyByType) : undefined;

/**
 * The document of a route whose body comes in more than one content type: a body given per content type,
 * and the multipart form a route declares in its config, each converted as a single body would be.
 */
function withBodies(input: Parameters<Transform>[0]): ReturnType<Transform> {
  const { body, ...rest } = (input.schema ?? {}) as Record<string, unknown>;
  const form = input.route.config?.multipartForm;
  const byType: BodyByType = {
    ...(contentOf(body) ?? (body === undefined ? {} : { 'application/json': { schema: body as ZodType } })),
    ...(form ? { 'multipart/form-data': { schema: form } } : {}),
  };
  if (!form && !contentOf(body)) return jsonSchemaTransform(input);
  const output = jsonSchemaTransform({ ...input, schema: rest });
  const content = Object.fromEntries(
    Object.entries(byType).map(([type, { schema }]) => [
      type,
      { schema: jsonSchemaTransform({ ...input, schema: { body: schema } }).schema?.body },
    ]),
  );
  return { ...output, schema: { ...output.schema, body: { content } } };
}

/**
 * A route the rate limit counts (plugins/rate-limit.ts) may answer 429 whatever it does: said here, from the
 * route's own `rateLimit`, so no route's schema has to list it.
 */
function withRateLimit(input: Parameters<Transform>[0]): Parameters<Transform>[0] {
  if (input.route.config?.rateLimit === false) return input;
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  const response = { ...(schema.response as Record<string, unknown> | undefined), 429: errorBodySchema };
  return { ...input, schema: { ...schema, response } };
}

/**
 * A route that answers documents: its success in each content type, a document as binary. A route that
 * answers documents only declares its answer a plain string, and claims no JSON.
 */
function withDocuments(output: ReturnType<Transform>, documents: readonly DocumentFormat[] | undefined) {
  const response = output.schema?.response as Record<string, unknown> | undefined;
  if (!documents || !response?.[200]) return output;
  const documentOnly = (response[200] as { type?: unknown }).type === 'string';
  const content = {
    ...(documentOnly ? {} : { 'application/json': { schema: response[200] } }),
    ...Object.fromEntries(
      documents.map((format) => [
        documentContentTypes[format],
        { schema: { type: 'string', format: 'binary' } },
      ]),
    ),
  };
  return {
    ...output,
    schema: {
      ...output.schema,
      response: {
        ...response,
        200: {
          description: documentOnly ? 'The document asked for' : 'The JSON, or the document asked for',
          content,
        },
      },
    },
  };
}

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
        const output = withDocuments(withBodies(withRateLimit(input)), input.route.config?.documents);
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
