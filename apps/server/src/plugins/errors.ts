import { type ErrorBody, messageText, say, sayText } from '@praxis/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, HttpError, summaryOf } from '../lib/http-error.js';

export function sendError(reply: FastifyReply, body: ErrorBody) {
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

function toBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof HttpError) {
    return { status: error.status, code: error.code, ...error.said, details: error.details };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => {
      const field = [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.');
      return { field, ...sayText(issue.message ?? messageText('isInvalid')) };
    });
    return errorBody(400, summaryOf(details), details);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorBody(400, say('invalidJson'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorBody(400, say('emptyJson'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody(413, say('bodyTooLarge', { limit: request.routeOptions.bodyLimit }));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorBody(
        415,
        say('unsupportedContentType', { contentType: JSON.stringify(request.headers['content-type'] ?? '') }),
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return errorBody(status, sayText(error.message));
  return errorBody(500, say('internalError'));
}

/** One error shape for every failure, and never a stack trace in an answer. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toBody(error, request);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: body.status, code: body.code, msg: body.message }, 'request rejected');
    return sendError(reply, body);
  });
});
