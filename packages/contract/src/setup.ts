import { z } from 'zod';
import { companySchema, emailSchema, formMessages, languages, userSchema } from './users.js';

export const PASSWORD_MIN_LENGTH = 12;

/** Messages of the password rules; the web app translates them, the API sends them as they are. */
export const passwordMessages = {
  tooShort: `At least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: 'At most 200 characters',
  common: 'This password is too common; choose another',
} as const;

/**
 * A new password: long enough here; the server also refuses the common ones (a list too large for the
 * web app's bundle), so that check answers 400 from the server only.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(200, passwordMessages.tooLong);

const required = (max: number) => z.string().trim().min(1, formMessages.required).max(max);

/** POST /v1/setup: the first company of an installation with the built-in provider, and its Administrator. */
export const setupSchema = z
  .object({
    companyName: required(100),
    firstName: required(100),
    lastName: required(100),
    email: emailSchema,
    password: newPasswordSchema,
    /** The interface's language while setting up; the Administrator's language from then on. */
    language: z.enum(languages).optional(),
  })
  .strict();
export type Setup = z.infer<typeof setupSchema>;

export const setupResultSchema = z.object({ company: companySchema, user: userSchema });
export type SetupResult = z.infer<typeof setupResultSchema>;
