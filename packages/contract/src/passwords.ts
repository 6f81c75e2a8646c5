import { z } from 'zod';
import { messageText, problemTexts } from './messages/index.js';
import { userSchema } from './users.js';

export const PASSWORD_MIN_LENGTH = 12;
/** scrypt hashes any length; the cap only keeps a request from making the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 200;

/** The password rules' messages, in the catalogue's words. */
const passwordMessages = {
  tooShort: messageText('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
  tooLong: messageText('passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
} as const;

/**
 * A new password, wherever one is chosen (invitation, reset, change, first run). The server also refuses
 * the common ones (`isCommonPassword`: a list too large for the web app's bundle), so that rule answers
 * 400 from the server only.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);

/** POST /v1/Users answers the invited person and the one-time link that lets them choose a password. */
export const invitedUserSchema = userSchema.extend({
  /** Null when an external sign-in provider is configured: it owns passwords, Praxis has nothing to send. */
  invitationUrl: z.string().nullable(),
  /** True when the link was queued as a mail (SMTP_URL set). */
  invitationMailed: z.boolean(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

/** POST /v1/Users/{id}/password-reset: a one-time link an administrator hands over. */
export const passwordResetLinkSchema = z.object({ resetUrl: z.string(), mailed: z.boolean() });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** PUT /v1/Me/password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, problemTexts.required).max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
  })
  .strict();
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** GET /v1/Me/sessions: where the caller is signed in through the built-in provider. */
export const signInSessionSchema = z.object({
  id: z.string(),
  /** The browser's User-Agent when it signed in, when known. */
  agent: z.string().nullable(),
  signedInAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The session the calling access token belongs to. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const signOutOthersSchema = z.object({ signedOut: z.number().int() });
