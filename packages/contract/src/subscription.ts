import { z } from 'zod';
import { optionalText } from './fields.js';
import { emailSchema, phoneSchema } from './users.js';

/** Subscription settings: the subscription area of a company. Administrators change it, others read it. */

export const serviceModules = ['specifications', 'toolbox', 'reports', 'auditLog'] as const;
export const servicesSchema = z
  .object(
    Object.fromEntries(serviceModules.map((m) => [m, z.boolean()])) as Record<
      (typeof serviceModules)[number],
      z.ZodBoolean
    >,
  )
  .strict();
export type Services = z.infer<typeof servicesSchema>;

/** Body of PUT contact-info: empty texts mean "not given". */
export const contactInfoInputSchema = z
  .object({
    companyName: z.string().trim().min(3, 'Short text, min 3 chars').max(100),
    address: optionalText(200),
    postalCode: optionalText(20),
    city: optionalText(100),
    country: optionalText(100),
    email: emailSchema.nullable().or(z.literal('').transform(() => null)),
    phone: phoneSchema.nullable().or(z.literal('').transform(() => null)),
  })
  .strict();
export const contactInfoSchema = z.object({
  companyName: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

export const environmentInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Field is required').max(100),
    description: optionalText(500),
  })
  .strict();
export type EnvironmentInput = z.infer<typeof environmentInputSchema>;
export const environmentSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Environment = z.infer<typeof environmentSchema>;

const nullableUuid = z.uuid('Must be a GUID such as 00000000-0000-0000-0000-000000000000').nullable();

/** Identifiers of the company's Google Cloud footprint; never a key or any other secret. */
export const googleCloudSchema = z
  .object({
    organizationId: z
      .string()
      .trim()
      .regex(/^\d{1,32}$/, 'Only numeric characters')
      .nullable(),
    projectId: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'A project id has 6-30 lowercase letters, digits or hyphens')
      .nullable(),
    serviceAccountEmail: emailSchema.nullable(),
  })
  .strict();
export type GoogleCloud = z.infer<typeof googleCloudSchema>;

/** Identifiers of the company's Azure footprint; never a client secret. */
export const azureSchema = z
  .object({ tenantId: nullableUuid, subscriptionId: nullableUuid, clientId: nullableUuid })
  .strict();
export type Azure = z.infer<typeof azureSchema>;
