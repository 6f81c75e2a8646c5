import { auditsRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { auditGrantsService } from './audits.grants.service.js';
import { auditsService } from './audits.service.js';

/** Audits and their external auditors; the snapshots' routes answer from the views. */
export async function auditsRoutes(app: FastifyInstance) {
  const audits = auditsService(app.database.db);
  const grants = auditGrantsService(app.database.db, app.passwords);
  route(app, routes.list, (request) => audits.list(principalOf(request), request.query));
  route(app, routes.create, (request) => audits.create(principalOf(request), request.body));
  route(app, routes.get, (request) => audits.get(principalOf(request), request.params.id));
  route(app, routes.update, (request) =>
    audits.update(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.remove, (request) => audits.remove(principalOf(request), request.params.id));
  route(app, routes.auditors, (request) => grants.list(principalOf(request), request.params.id));
  route(app, routes.grantAuditor, (request) =>
    grants.grant(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.updateAuditor, (request) =>
    grants.update(principalOf(request), request.params.id, request.params.userId, request.body.until),
  );
  route(app, routes.revokeAuditor, (request) =>
    grants.revoke(principalOf(request), request.params.id, request.params.userId),
  );
}
