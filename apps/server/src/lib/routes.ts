import {
  type ApiVersion,
  errorBodySchema,
  fillWords,
  type OwnerRouteDescription,
  ownedBy,
  paramsSchemaOf,
  type RouteAnswer,
  type RouteBody,
  type RouteDescription,
  type RouteParams,
  type RouteQuery,
} from '@praxis/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** The error answers every described route can give. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

export type RouteRequest<D> = FastifyRequest<{
  Params: RouteParams<D>;
  Querystring: RouteQuery<D>;
  Body: RouteBody<D>;
}>;

/**
 * Answers the route's success, or the reply itself when the handler has sent it (a file, a redirect, a status
 * that depends on the outcome).
 */
export type RouteHandler<D> = (
  request: RouteRequest<D>,
  reply: FastifyReply,
) => Answer<D> | FastifyReply | Promise<Answer<D> | FastifyReply>;
/** A 204 answers nothing, whatever the handler gives back. */
type Answer<D> = D extends { status: 204 } ? unknown : RouteAnswer<D>;

/** What a route needs of the server beyond its description. */
export interface RouteServing {
  /** Words the summary leaves to the server (`{limit}`). */
  words?: Record<string, string>;
  bodyLimit?: number;
  serializerCompiler?: RouteOptions['serializerCompiler'];
  /** A multipart form the handler reads itself: the route validates only a JSON body. */
  multipartForm?: ZodType;
}

/** Fastify reads a schema key that is there but undefined as a schema. */
const defined = (schemas: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schemas).filter(([, schema]) => schema !== undefined));

/** A multipart form's other parts and boundaries may take up to a megabyte beside its file. */
const MULTIPART_OVERHEAD = 1024 * 1024;

function bodyLimitOf(description: RouteDescription, serving: RouteServing) {
  if (serving.bodyLimit !== undefined) return { bodyLimit: serving.bodyLimit };
  if (description.upload?.maxBytes !== undefined)
    return { bodyLimit: description.upload.maxBytes + MULTIPART_OVERHEAD };
  return {};
}

/** Registers a described route's handler on every version it has, with its access and its API document. */
export function route<D extends RouteDescription>(
  app: FastifyInstance,
  description: D,
  handler: RouteHandler<D>,
  serving: RouteServing = {},
) {
  const { body, refusals = [], status = 200 } = description;
  const refused = Object.fromEntries(refusals.map((code) => [code, errorBodySchema]));
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const answered = await handler(request as RouteRequest<D>, reply);
    // A reply is thenable, settling once it has gone out: an async handler that answers with it comes back
    // from `await` as undefined, so what tells is that the reply has been sent.
    if (answered === reply || reply.sent) return reply;
    return reply.code(status).send(status === 204 ? null : answered);
  };
  for (const version of description.versions as readonly ApiVersion[]) {
    const options: RouteOptions = {
      method: description.method,
      url: `/v${version}${description.path}`,
      config: {
        access: description.access,
        ...(description.interactiveOnly ? { interactiveOnly: true } : {}),
        ...(description.rateLimit === undefined ? {} : { rateLimit: description.rateLimit }),
        ...(serving.multipartForm ? { multipartForm: serving.multipartForm } : {}),
        ...(description.documents ? { documents: description.documents } : {}),
      },
      schema: {
        tags: [...description.tags],
        summary: fillWords(description.summary, serving.words ?? {}),
        ...defined({
          params: paramsSchemaOf(description, version),
          querystring: description.query,
          body: serving.multipartForm && body ? { content: { 'application/json': { schema: body } } } : body,
        }),
        ...(description.upload ? { consumes: ['multipart/form-data'] } : {}),
        response: {
          ...(description.orReplaced ? { 200: description.response } : {}),
          [status]: description.response,
          ...errorResponses,
          ...refused,
        },
      },
      handler: answer,
      ...bodyLimitOf(description, serving),
      ...(serving.serializerCompiler ? { serializerCompiler: serving.serializerCompiler } : {}),
    };
    app.route(options);
  }
}

/** Registers an owner-attached route on the path of each of its owners, in every version it has. */
export function ownerRoute<D extends OwnerRouteDescription>(
  app: FastifyInstance,
  description: D,
  handler: (owner: D['owners'][number]) => RouteHandler<D>,
  serving?: RouteServing,
) {
  for (const owner of description.owners) route(app, ownedBy(description, owner), handler(owner), serving);
}
