import { documentationRoutes as routes } from '@praxis/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { documentationService } from './documentation.service.js';

/** Editor HTML may carry inline base64 images, well beyond the app's 1 MB JSON limit. */
const writing = { bodyLimit: 12 * 1024 * 1024 };

/** 201 for new documentation, 200 when it replaced the class's text. */
const sendSaved = async (
  reply: FastifyReply,
  saving: Promise<{ created: boolean; documentation: unknown }>,
) => {
  const { created, documentation } = await saving;
  return reply.code(created ? 201 : 200).send(documentation);
};

/**
 * Documentation of items and executions: v1 paths address items by legacy id and answer the v1 shape
 * (`content`); v2 paths by id and answer `properties.content`.
 */
export async function documentationRoutes(app: FastifyInstance) {
  const service = documentationService(app.database.db);
  route(app, routes.classes, () => service.classes());
  route(app, routes.listV1, (request) => service.listV1(principalOf(request), request.params));
  route(
    app,
    routes.saveV1,
    (request) => service.saveV1(principalOf(request), request.params, request.body),
    writing,
  );
  route(app, routes.listV2, (request) => service.listV2(principalOf(request), request.params));
  route(
    app,
    routes.saveV2,
    (request, reply) => sendSaved(reply, service.saveV2(principalOf(request), request.params, request.body)),
    writing,
  );
  route(
    app,
    routes.saveFromBody,
    (request, reply) => sendSaved(reply, service.saveFromBody(principalOf(request), request.body)),
    writing,
  );
  route(app, routes.ofItemsV2, (request) => service.listOfItemsV2(principalOf(request), request.query));
  route(app, routes.ofItemsV1, (request) => service.listOfItemsV1(principalOf(request), request.query));
  route(app, routes.remove, (request) => service.remove(principalOf(request), request.params.id));
}
