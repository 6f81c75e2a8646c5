import { z } from 'zod';
import { problemTexts } from './messages/index.js';
import { assignableRoles, permissions, roles } from './roles.js';

export const languages = ['en-US', 'nb-NO'] as const;
export type Language = (typeof languages)[number];

/** The form messages; the web app translates them, the API sends them as they are. */
export const formMessages = {
  required: problemTexts.required,
  invalidEmail: problemTexts.invalidEmail,
  phoneDigits: problemTexts.phoneDigits,
  numericOnly: problemTexts.numericOnly,
  shortText: problemTexts.shortText,
  selectUserType: problemTexts.selectUserType,
  assetNameMissing: problemTexts.assetNameMissing,
  controlNameMissing: problemTexts.controlNameMissing,
  controlReferenceMissing: problemTexts.controlReferenceMissing,
} as const;

const shortText = z.string().trim().min(3, formMessages.shortText).max(100);
const name = z.string().trim().min(1, formMessages.required).max(100);

export const emailSchema = z
  .string()
  .trim()
  .min(1, formMessages.required)
  .max(254)
  .pipe(z.email(formMessages.invalidEmail));
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\d*$/, formMessages.numericOnly)
  .regex(/^\d{8,12}$/, formMessages.phoneDigits);
/** A role an Administrator gives: an Auditor's comes only with access to an audit. */
export const roleSchema = z.enum(assignableRoles, { error: formMessages.selectUserType });

export const userSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  userId: z.uuid(),
  email: z.string(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  profileImage: z.string().nullable(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  showInDirectory: z.boolean(),
  allowEmailNotifications: z.boolean(),
  language: z.enum(languages),
  /** Called Role in the interface. */
  userType: z.enum(roles),
  /** False for a person invited by email who has not signed in yet. */
  signedIn: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * PUT /v1/Users/{userId}: every field optional; `userType` only for Administrators. A first or last name may be
 * null, as an invited person's is until they give it: the web sends the whole profile with every change.
 */
export const updateUserSchema = z
  .object({
    email: emailSchema,
    displayName: shortText.nullable(),
    firstName: name.nullable(),
    lastName: name.nullable(),
    phoneNumber: phoneSchema.nullable().or(z.literal('').transform(() => null)),
    profileImage: z.string().max(2048).nullable(),
    title: shortText.nullable(),
    department: shortText.nullable(),
    city: shortText.nullable(),
    country: shortText.nullable(),
    showInDirectory: z.boolean(),
    allowEmailNotifications: z.boolean(),
    language: z.enum(languages),
    userType: roleSchema,
  })
  .partial()
  .strict();
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** An Administrator invites a person by email; they join the company on first sign-in. */
export const inviteUserSchema = z
  .object({
    email: emailSchema,
    userType: roleSchema,
    firstName: name.optional(),
    lastName: name.optional(),
    /** The language of the invitation mail and the person's interface; the inviter's when left out. */
    language: z.enum(languages).optional(),
  })
  .strict();
export type InviteUser = z.infer<typeof inviteUserSchema>;

export const companySchema = z.object({ id: z.uuid(), legacyId: z.number().int(), name: z.string() });
export type Company = z.infer<typeof companySchema>;

/** GET /v1/Me: who is signed in, where, and what the server will let them do. */
export const meSchema = z.object({
  user: userSchema,
  company: companySchema,
  role: z.enum(roles),
  permissions: z.array(z.enum(permissions as [string, ...string[]])),
});
export type Me = z.infer<typeof meSchema>;

export const idParamSchema = z.object({ id: z.uuid() });

/**
 * DELETE /v1/Users/{id}: who takes over the person's assignments; without it they are removed,
 * as before.
 */
export const deleteUserQuerySchema = z.object({ transferTo: z.uuid().optional() }).strict();
export type DeleteUserQuery = z.infer<typeof deleteUserQuerySchema>;
