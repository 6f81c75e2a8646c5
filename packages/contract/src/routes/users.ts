import { z } from 'zod';
import { invitedUserSchema } from '../passwords.js';
import {
  deleteUserQuerySchema,
  idParamSchema,
  inviteUserSchema,
  meSchema,
  updateUserSchema,
  userSchema,
} from '../users.js';
import { defineRoute, noContent } from './route.js';

const tags = ['users'];
const one = { path: '/Users/:id', versions: [1], params: idParamSchema, tags } as const;

export const userRoutes = {
  me: defineRoute({
    method: 'GET',
    path: '/Me',
    versions: [1],
    access: 'profile:own',
    response: meSchema,
    tags,
    summary: 'The signed-in user, their company, role and permissions',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/Users/company',
    versions: [1],
    access: 'data:read',
    response: z.array(userSchema),
    tags,
    summary: "The people of the caller's company",
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/Users',
    versions: [1],
    access: 'company:admin',
    body: inviteUserSchema,
    response: invitedUserSchema,
    status: 201,
    refusals: [409],
    tags,
    summary:
      'Invite a person by email with a role; answers the one-time link to choose a password (mailed when mail is on)',
  }),
  get: defineRoute({
    ...one,
    method: 'GET',
    access: 'profile:own',
    response: userSchema,
    summary: 'One person of the company',
  }),
  update: defineRoute({
    ...one,
    method: 'PUT',
    access: 'profile:own',
    body: updateUserSchema,
    response: userSchema,
    refusals: [409],
    summary:
      'Update a profile (own, or any in the company for Administrators); userType only by Administrators',
  }),
  remove: defineRoute({
    ...one,
    method: 'DELETE',
    access: 'company:admin',
    query: deleteUserQuerySchema,
    ...noContent,
    refusals: [409],
    summary:
      'Remove a person (not oneself, never the last Administrator); transferTo names who takes over their assignments, else they are removed',
  }),
};
