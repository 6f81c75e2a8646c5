import { userRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';

export async function usersRoutes(app: FastifyInstance) {
  const { users } = app;
  route(app, userRoutes.me, (request) => users.me(principalOf(request), request.account));
  route(app, userRoutes.list, (request) => users.list(principalOf(request)));
  route(app, userRoutes.invite, (request) => app.passwords.invite(principalOf(request), request.body));
  route(app, userRoutes.get, (request) => users.get(principalOf(request), request.params.id));
  route(app, userRoutes.update, (request) =>
    users.update(principalOf(request), request.params.id, request.body),
  );
  route(app, userRoutes.remove, (request) =>
    users.remove(principalOf(request), request.params.id, request.query),
  );
}
