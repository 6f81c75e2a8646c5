import {
  azureSchema,
  contactInfoInputSchema,
  contactInfoSchema,
  environmentInputSchema,
  environmentSchema,
  googleCloudSchema,
  idParamSchema,
  servicesSchema,
  userSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../lib/principal.js';
import { errorResponsesWithConflict, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { subscriptionService } from './subscription.service.js';

const tags = ['subscription'];

export async function subscriptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = subscriptionService(app.database.db, { onAccountsChanged: app.accounts.changed });

  /** A settings section: everyone who reads data sees it; Administrators replace it with PUT. */
  function section<S extends z.ZodType>(options: {
    path: string;
    what: string;
    schema: S;
    /** Inputs that normalise (e.g. '' to null) cannot serialise answers, so the body may differ from `schema`. */
    body?: z.ZodType<z.output<S>>;
    read: (actor: Principal) => Promise<z.output<S>>;
    save: (actor: Principal, input: z.output<S>) => Promise<z.output<S>>;
  }) {
    const { path, what, schema, read, save } = options;
    const url = `/v1/Subscription/${path}`;
    // Registered without the type provider: a generic schema hides the types from it; the zod validator
    // and serializer still check the body and the answer.
    app.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: `The company's ${what}`,
          response: { 200: schema, ...errorResponsesWithConflict },
        },
      },
      (request) => read(principalOf(request)),
    );
    app.put(
      url,
      {
        config: { access: 'company:admin' },
        schema: {
          tags,
          summary: `Replace the company's ${what}`,
          body: options.body ?? schema,
          response: { 200: schema, ...errorResponsesWithConflict },
        },
      },
      (request) => save(principalOf(request), request.body as z.output<S>),
    );
  }

  section({
    path: 'services',
    what: 'services (which modules are on)',
    schema: servicesSchema,
    read: service.services,
    save: service.saveServices,
  });
  section({
    path: 'contact-info',
    what: 'contact information',
    schema: contactInfoSchema,
    body: contactInfoInputSchema,
    read: service.contactInfo,
    save: service.saveContactInfo,
  });
  section({
    path: 'google-cloud',
    what: 'Google Cloud identifiers',
    schema: googleCloudSchema,
    read: service.googleCloud,
    save: service.saveGoogleCloud,
  });
  section({
    path: 'azure',
    what: 'Azure identifiers',
    schema: azureSchema,
    read: service.azure,
    save: service.saveAzure,
  });

  r.get(
    '/v1/Subscription/environments',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "The company's named environments",
        response: { 200: z.array(environmentSchema), ...errorResponsesWithConflict },
      },
    },
    (request) => service.environments(principalOf(request)),
  );
  r.post(
    '/v1/Subscription/environments',
    {
      config: { access: 'company:admin' },
      schema: {
        tags,
        summary: 'Add an environment',
        body: environmentInputSchema,
        response: { 201: environmentSchema, ...errorResponsesWithConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createEnvironment(principalOf(request), request.body)),
  );
  r.put(
    '/v1/Subscription/environments/:id',
    {
      config: { access: 'company:admin' },
      schema: {
        tags,
        summary: 'Rename or describe an environment',
        params: idParamSchema,
        body: environmentInputSchema,
        response: { 200: environmentSchema, ...errorResponsesWithConflict },
      },
    },
    (request) => service.updateEnvironment(principalOf(request), request.params.id, request.body),
  );
  r.delete(
    '/v1/Subscription/environments/:id',
    {
      config: { access: 'company:admin' },
      schema: {
        tags,
        summary: 'Remove an environment',
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponsesWithConflict },
      },
    },
    async (request, reply) => {
      await service.deleteEnvironment(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/v1/Subscription/administrators',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "The company's Administrators (change roles through PUT /v1/Users/{id})",
        response: { 200: z.array(userSchema), ...errorResponsesWithConflict },
      },
    },
    (request) => service.administrators(principalOf(request)),
  );
}
