import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import { type RuntimeConfig, storable } from '@praxis/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { core } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { errorWithoutValues } from './lib/logged-errors.js';
import { accessTokensRoutes } from './modules/access-tokens/access-tokens.routes.js';
import { accessesRoutes } from './modules/accesses/accesses.routes.js';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { auditsRoutes } from './modules/audits/audits.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { checkpointsRoutes } from './modules/checkpoints/checkpoints.routes.js';
import { companyRoutes } from './modules/company/company.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { documentationRoutes } from './modules/documentation/documentation.routes.js';
import { evidenceRoutes } from './modules/evidence/evidence.routes.js';
import { moveDiskFiles } from './modules/files/files.disk-move.js';
import { fileRemovalsPlugin } from './modules/files/files.removals.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { s3Storage } from './modules/files/files.s3-storage.js';
import { databaseStorage, type FileStorage } from './modules/files/files.storage.js';
import { findingsRoutes } from './modules/findings/findings.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { idpPlugin } from './modules/idp/idp.plugin.js';
import { itemsRoutes } from './modules/items/items.routes.js';
import { jobsPlugin } from './modules/jobs/jobs.plugin.js';
import type { JobsTiming } from './modules/jobs/jobs.service.js';
import { labelsRoutes } from './modules/labels/labels.routes.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { mailPlugin } from './modules/mail/mail.plugin.js';
import type { MailTiming } from './modules/mail/mail.worker.js';
import { mappingDraftsRoutes } from './modules/mapping-drafts/mapping-drafts.routes.js';
import { mappingsRoutes } from './modules/mappings/mappings.routes.js';
import { maturitiesRoutes } from './modules/maturities/maturities.routes.js';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { passwordsPlugin } from './modules/passwords/passwords.plugin.js';
import { passwordsRoutes } from './modules/passwords/passwords.routes.js';
import { relationsRoutes } from './modules/relations/relations.routes.js';
import { risksRoutes } from './modules/risks/risks.routes.js';
import { runtimeConfigRoutes } from './modules/runtime-config/runtime-config.routes.js';
import { schedulesPlugin } from './modules/schedules/schedules.plugin.js';
import { schedulesRoutes } from './modules/schedules/schedules.routes.js';
import { setupRoutes } from './modules/setup/setup.routes.js';
import { setupService } from './modules/setup/setup.service.js';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.js';
import { threatTreatmentsRoutes } from './modules/threat-treatments/threat-treatments.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { workRoutes } from './modules/work/work.routes.js';
import { defaultWebDir } from './paths.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { inFlightPlugin } from './plugins/in-flight.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { routeAccessPlugin } from './plugins/route-access.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { auditSnapshotsRoutes } from './views/audit-snapshots.routes.js';
import { projectionsRoutes } from './views/projections.routes.js';
import { requirementsRoutes } from './views/requirements.routes.js';
import { scheduleHistoryRoutes } from './views/schedule-history.routes.js';
import { specificationsRoutes } from './views/specifications.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    fileStorage: FileStorage;
    /** What time it is: which day today is for each company, by its time zone. Tests set it. */
    clock: () => Date;
  }
}

export interface AppOptions {
  database: Database;
  /** The built web app; defaults to apps/web/dist. Tests point it at a fixture. */
  webDir?: string;
  /** Extra pino options for tests (e.g. a destination stream to read the log lines). */
  logger?: { stream?: NodeJS.WritableStream };
  /**
   * Shorter upkeep intervals for the job queue, so tests see a dead instance's job expire, or a schedule's
   * due occurrence sent, in seconds.
   */
  jobsTiming?: Partial<JobsTiming>;
  /** Shorter polling, retry and expiry times for mail, so tests see retries in seconds. */
  mailTiming?: Partial<MailTiming>;
  /** The clock the rate limit's one-minute windows are read from, so tests reach the next one at once. */
  rateLimitClock?: () => number;
  /** The clock the days of schedules are read from, so tests stand on a day of their choice. */
  clock?: () => Date;
}

/** Limit for JSON bodies; file uploads declare their own. */
export const BODY_LIMIT = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const APP_VERSION = '0.1.0';

export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { err: errorWithoutValues },
      ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
    },
    // A caller's request id is kept when it is well-formed, so one id follows a request across services;
    // genReqId decides, since Fastify would otherwise take any header value as it is.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Off by default: otherwise any client could claim another address in X-Forwarded-For.
    trustProxy: config.trustProxy,
  });
  // Every route's params, query and body pass the contract's rule for text before their own schema, so
  // no field, present or to come, can carry a character the database would refuse.
  app.setValidatorCompiler<core.$ZodType>((route) =>
    validatorCompiler({ ...route, schema: storable(route.schema) }),
  );
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('clock', options.clock ?? (() => new Date()));
  const fileStorage: FileStorage = {
    ...(config.s3 ? s3Storage(config.s3) : databaseStorage()),
    quotaBytes: config.storageQuotaBytes,
  };
  app.decorate('fileStorage', fileStorage);
  // Before the first request: a file an older version kept on disk is served from the storage at once.
  app.addHook('onReady', async () => {
    await moveDiskFiles(options.database.db, fileStorage, config.filesDir, app.log);
  });
  app.addHook('onClose', async () => fileStorage.close?.());
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // On the response itself, as the security headers are, so that answers written past Fastify's reply (the
  // sign-in provider's) carry it too.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });
  app.addHook('onSend', async (_request, reply) => {
    // Keep-alive connections that finish a request after shutdown began would otherwise hold it open.
    if (closing) reply.header('connection', 'close');
  });

  // First, so its onRequest hook sees every request before any other hook touches the database.
  await app.register(inFlightPlugin);
  await app.register(routeAccessPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    identityOrigins: config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [],
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl, version: APP_VERSION });
  // Without an external provider, the app is its own: /oidc with the built-in accounts.
  if (!config.oidcIssuer) await app.register(idpPlugin);
  await app.register(authPlugin);
  // After authentication: it counts per person and per token.
  await app.register(rateLimitPlugin, { now: options.rateLimitClock });
  await app.register(jobsPlugin, { timing: options.jobsTiming });
  await app.register(fileRemovalsPlugin);
  await app.register(mailPlugin, { timing: options.mailTiming });
  await app.register(passwordsPlugin);
  await app.register(notificationsPlugin);
  await app.register(schedulesPlugin);

  const runtimeConfig: Omit<RuntimeConfig, 'setupRequired'> = {
    apiBaseUrl: config.publicUrl,
    apiVersion: config.apiVersion,
    oidc: {
      authority: config.oidcIssuer ?? `${config.publicUrl}/oidc`,
      clientId: config.oidcClientId,
      scope: config.oidcScope,
    },
    mail: { enabled: config.mail !== undefined },
  };
  await app.register(healthRoutes);
  await app.register(usersRoutes);
  await app.register(accessTokensRoutes);
  await app.register(accessesRoutes);
  await app.register(passwordsRoutes);
  await app.register(subscriptionRoutes);
  await app.register(auditRoutes);
  await app.register(itemsRoutes);
  await app.register(categoriesRoutes);
  await app.register(relationsRoutes);
  await app.register(mappingsRoutes);
  await app.register(assignmentsRoutes);
  await app.register(notificationsRoutes);
  await app.register(checkpointsRoutes);
  await app.register(companyRoutes);
  await app.register(schedulesRoutes);
  await app.register(filesRoutes);
  await app.register(evidenceRoutes);
  await app.register(documentationRoutes);
  await app.register(specificationsRoutes);
  await app.register(libraryRoutes);
  await app.register(requirementsRoutes);
  await app.register(maturitiesRoutes);
  await app.register(projectionsRoutes);
  await app.register(auditSnapshotsRoutes);
  await app.register(scheduleHistoryRoutes);
  await app.register(mappingDraftsRoutes);
  await app.register(labelsRoutes);
  await app.register(threatTreatmentsRoutes);
  await app.register(findingsRoutes);
  await app.register(workRoutes);
  await app.register(dashboardRoutes);
  await app.register(calendarRoutes);
  await app.register(risksRoutes);
  await app.register(auditsRoutes);
  const setup = setupService(options.database.db, { builtInProvider: !config.oidcIssuer });
  await app.register(setupRoutes, { setup });
  await app.register(runtimeConfigRoutes, { runtimeConfig, setupRequired: setup.required });
  await app.register(webPlugin, { webDir: options.webDir ?? defaultWebDir });
  return app;
}
