import { z } from 'zod';
import {
  accessTokenSchema,
  companyAccessTokenSchema,
  createAccessTokenSchema,
  createdAccessTokenSchema,
} from '../access-tokens.js';
import {
  notificationPageSchema,
  notificationSchema,
  notificationsQuerySchema,
  updateNotificationSchema,
} from '../notifications.js';
import { idParamSchema } from '../users.js';
import { defineRoute, noContent } from './route.js';

const tokens = { versions: [1], tags: ['access tokens'] } as const;

/** Personal access tokens: everyone manages their own; administrators see and revoke the company's. */
export const accessTokenRoutes = {
  mine: defineRoute({
    ...tokens,
    method: 'GET',
    path: '/Me/tokens',
    access: 'profile:own',
    response: z.array(accessTokenSchema),
    summary: "The caller's personal access tokens (never the tokens themselves)",
  }),
  create: defineRoute({
    ...tokens,
    method: 'POST',
    path: '/Me/tokens',
    access: 'profile:own',
    // A token making tokens would outlive its own expiry and revocation: only a signed-in person may.
    interactiveOnly: true,
    body: createAccessTokenSchema,
    response: createdAccessTokenSchema,
    status: 201,
    summary: 'Create a personal access token; the answer is the only time `token` is shown',
  }),
  revokeMine: defineRoute({
    ...tokens,
    method: 'DELETE',
    path: '/Me/tokens/:id',
    access: 'profile:own',
    params: idParamSchema,
    ...noContent,
    summary: 'Revoke one of the caller’s tokens (a token may revoke itself)',
  }),
  company: defineRoute({
    ...tokens,
    method: 'GET',
    path: '/AccessTokens',
    access: 'company:admin',
    response: z.array(companyAccessTokenSchema),
    summary: "The company's unexpired personal access tokens, with their owners",
  }),
  revokeInCompany: defineRoute({
    ...tokens,
    method: 'DELETE',
    path: '/AccessTokens/:id',
    access: 'company:admin',
    params: idParamSchema,
    ...noContent,
    summary: "Revoke any personal access token of the company's people",
  }),
};

/** Everyone signed in has notifications, Readers too: they only ever concern the caller. */
const notifications = { versions: [1], access: 'profile:own', tags: ['notifications'] } as const;

export const notificationRoutes = {
  list: defineRoute({
    ...notifications,
    method: 'GET',
    path: '/Me/notifications',
    query: notificationsQuerySchema,
    response: notificationPageSchema,
    summary: "The caller's notifications, newest first, and how many are unread",
  }),
  readAll: defineRoute({
    ...notifications,
    method: 'POST',
    path: '/Me/notifications/read-all',
    ...noContent,
    summary: "Mark all the caller's notifications read",
  }),
  read: defineRoute({
    ...notifications,
    method: 'PUT',
    path: '/Me/notifications/:id',
    params: idParamSchema,
    body: updateNotificationSchema,
    response: notificationSchema,
    summary: 'Mark one of the caller’s notifications read',
  }),
};
