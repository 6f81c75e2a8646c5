import { z } from 'zod';
import {
  changePasswordSchema,
  passwordResetLinkSchema,
  signInSessionSchema,
  signOutOthersSchema,
} from '../passwords.js';
import { idParamSchema } from '../users.js';
import { calendarFeedSchema, createdCalendarFeedSchema } from '../work.js';
import { defineRoute, noContent } from './route.js';

const passwords = { versions: [1], tags: ['passwords'] } as const;
/** A personal access token is no sign-in: it may not change the password or end sessions. */
const signedIn = { access: 'profile:own', interactiveOnly: true } as const;

export const passwordRoutes = {
  resetLink: defineRoute({
    ...passwords,
    method: 'POST',
    path: '/Users/:id/password-reset',
    access: 'company:admin',
    params: idParamSchema,
    response: passwordResetLinkSchema,
    status: 201,
    summary:
      'A one-time link that lets a person of the company choose a new password (mailed when mail is on)',
  }),
  change: defineRoute({
    ...passwords,
    ...signedIn,
    method: 'PUT',
    path: '/Me/password',
    body: changePasswordSchema,
    ...noContent,
    summary: 'Change the own password (the current one is required)',
  }),
  sessions: defineRoute({
    ...passwords,
    method: 'GET',
    path: '/Me/sessions',
    access: 'profile:own',
    response: z.array(signInSessionSchema),
    summary: 'Where the caller is signed in (built-in provider), newest first; the current one marked',
  }),
  signOutOthers: defineRoute({
    ...passwords,
    ...signedIn,
    method: 'POST',
    path: '/Me/sessions/sign-out-others',
    response: signOutOthersSchema,
    summary: 'End every session of the caller but the current one, with its grants and refresh tokens',
  }),
};

const calendar = { path: '/Me/calendar', versions: [1], access: 'data:read', tags: ['calendar'] } as const;

/** The private calendar feed of each person and the calls that turn it on, renew it and off. */
export const calendarRoutes = {
  status: defineRoute({
    ...calendar,
    method: 'GET',
    response: calendarFeedSchema,
    summary: "Whether the caller's calendar feed is on",
  }),
  create: defineRoute({
    ...calendar,
    method: 'POST',
    response: createdCalendarFeedSchema,
    status: 201,
    summary:
      "Turn the caller's calendar feed on, or renew its secret address (the old one stops working); answers the address once",
  }),
  remove: defineRoute({
    ...calendar,
    method: 'DELETE',
    ...noContent,
    summary: "Turn the caller's calendar feed off",
  }),
};
