import { z } from 'zod';
import {
  azureSchema,
  contactInfoInputSchema,
  contactInfoSchema,
  environmentInputSchema,
  environmentSchema,
  googleCloudSchema,
  servicesSchema,
} from '../subscription.js';
import { idParamSchema, userSchema } from '../users.js';
import { defineRoute, noContent } from './route.js';

const common = { versions: [1], refusals: [409], tags: ['subscription'] } as const;
const admin = { ...common, access: 'company:admin' } as const;
const environment = { ...admin, path: '/Subscription/environments/:id', params: idParamSchema } as const;

/**
 * A settings section: everyone who reads data sees it; Administrators replace it with PUT. Inputs that
 * normalise ('' to null) cannot serialise answers, so the body may differ from the answer's schema.
 */
const section = <const S extends z.ZodType, const B extends z.ZodType = S>(
  path: string,
  what: string,
  response: S,
  body?: B,
) => ({
  get: defineRoute({
    ...common,
    method: 'GET',
    path: `/Subscription/${path}`,
    access: 'data:read',
    response,
    summary: `The company's ${what}`,
  }),
  put: defineRoute({
    ...admin,
    method: 'PUT',
    path: `/Subscription/${path}`,
    body: (body ?? response) as B,
    response,
    summary: `Replace the company's ${what}`,
  }),
});

export const subscriptionRoutes = {
  services: section('services', 'services (which modules are on)', servicesSchema),
  contactInfo: section('contact-info', 'contact information', contactInfoSchema, contactInfoInputSchema),
  googleCloud: section('google-cloud', 'Google Cloud identifiers', googleCloudSchema),
  azure: section('azure', 'Azure identifiers', azureSchema),
  environments: defineRoute({
    ...common,
    method: 'GET',
    path: '/Subscription/environments',
    access: 'data:read',
    response: z.array(environmentSchema),
    summary: "The company's named environments",
  }),
  createEnvironment: defineRoute({
    ...admin,
    method: 'POST',
    path: '/Subscription/environments',
    body: environmentInputSchema,
    response: environmentSchema,
    status: 201,
    summary: 'Add an environment',
  }),
  updateEnvironment: defineRoute({
    ...environment,
    method: 'PUT',
    body: environmentInputSchema,
    response: environmentSchema,
    summary: 'Rename or describe an environment',
  }),
  deleteEnvironment: defineRoute({
    ...environment,
    method: 'DELETE',
    ...noContent,
    summary: 'Remove an environment',
  }),
  administrators: defineRoute({
    ...common,
    method: 'GET',
    path: '/Subscription/administrators',
    access: 'data:read',
    response: z.array(userSchema),
    summary: "The company's Administrators (change roles through PUT /v1/Users/{id})",
  }),
};
