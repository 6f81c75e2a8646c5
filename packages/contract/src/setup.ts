import { z } from 'zod';
import { newPasswordSchema } from './passwords.js';
import { companySchema, emailSchema, formMessages, languages, userSchema } from './users.js';

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
