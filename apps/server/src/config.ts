import path from 'node:path';
import { EVIDENCE_DEFAULT_MAX_MB } from '@praxis/contract';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const url = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v), { message: `must be ${what}`, abort: true });

// `someone@example.com` or `Display Name <someone@example.com>`.
const MAILBOX = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** Every environment variable the server reads, validated once at start-up. */
const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  // Unset: a folder inside DATA_DIR. Resolved after parsing, since the default depends on DATA_DIR.
  FILES_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  DATABASE_URL: url('a postgres:// URL')
    .refine(
      (v) => /^postgres(ql)?:$/.test(new URL(v).protocol),
      'must start with postgres:// or postgresql://',
    )
    .optional(),
  PUBLIC_URL: url('an absolute http(s) URL such as https://praxis.example.com')
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'must start with http:// or https://')
    .optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  // Kept exactly as given: the issuer must equal the provider's `iss` claim, trailing slash included.
  OIDC_ISSUER: url('an absolute https URL such as https://login.example.com/realm')
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'must start with https:// or http://')
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1, 'must not be empty').default('praxis-web'),
  OIDC_SCOPE: z.string().trim().min(1, 'must not be empty').default('openid profile email offline_access'),
  OIDC_AUDIENCE: z.string().trim().min(1, 'must not be empty').default('praxis-api'),
  TRUST_PROXY: z.enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' }).default('0'),
  DEFAULT_COMPANY: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .optional(),
  DEMO: z.enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' }).default('1'),
  SMTP_URL: url('an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465')
    .refine((v) => /^smtps?:$/.test(new URL(v).protocol), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAILBOX, 'must be an address such as praxis@example.com or "Praxis <praxis@example.com>"')
    .optional(),
  EVIDENCE_MAX_MB: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 1024')
    .max(1024, 'must be between 1 and 1024')
    .default(EVIDENCE_DEFAULT_MAX_MB),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploaded files are kept (DESIGN §7), one folder per company. */
  filesDir: string;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  /** An external OpenID Connect provider; when unset, the built-in one at `${publicUrl}/oidc` is used. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  oidcScope: string;
  /** The `aud` every access token must carry. */
  oidcAudience: string;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** The company people join on first sign-in when nobody invited them; unset: only invited people get in. */
  defaultCompany: string | undefined;
  /** Demo company and accounts on first start (built-in provider only). */
  demo: boolean;
  /** Outgoing mail; undefined: nothing is sent and the web app says so. */
  mail: MailConfig | undefined;
  /** The largest evidence file accepted, in MB (issue 11). */
  evidenceMaxMb: number;
}

export interface MailConfig {
  /** `smtp://` or `smtps://`, credentials included: never log it (see `mailLocation`). */
  smtpUrl: string;
  from: string;
}

export class ConfigError extends Error {}

/** Reads the configuration from `env`; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    invalid(variable, present[variable], issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  if (e.SMTP_URL && !e.MAIL_FROM) invalid('MAIL_FROM', undefined, 'must be set when SMTP_URL is set');
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' || e.HOST === '127.0.0.1' ? 'localhost' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    publicUrl: (e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    oidcIssuer: e.OIDC_ISSUER,
    oidcClientId: e.OIDC_CLIENT_ID,
    oidcScope: e.OIDC_SCOPE,
    oidcAudience: e.OIDC_AUDIENCE,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    defaultCompany: e.DEFAULT_COMPANY,
    demo: e.DEMO === '1' || e.DEMO === 'true',
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    evidenceMaxMb: e.EVIDENCE_MAX_MB,
  };
}

function invalid(variable: string, value: string | undefined, message: string): never {
  // Connection URLs carry credentials; nothing else the server reads does.
  const shown = value === undefined || !variable.endsWith('_URL') ? value : withoutPassword(value);
  throw new ConfigError(
    `Invalid environment variable ${variable}${shown === undefined ? '' : `=${JSON.stringify(shown)}`}: ${message}`,
  );
}

/**
 * A value as it may appear in an error line: a URL's password replaced by `***`. Text that holds an `@`
 * but does not parse may carry a password in a shape we cannot see, so it is not shown at all.
 */
function withoutPassword(value: string): string | undefined {
  if (!URL.canParse(value)) return value.includes('@') ? undefined : value;
  const parsed = new URL(value);
  if (!parsed.password) return value;
  parsed.password = '***';
  return parsed.toString();
}

/** Where mail goes, for log lines: the SMTP URL without its password. */
export function mailLocation(mail: MailConfig): string {
  const parsed = new URL(mail.smtpUrl);
  parsed.password = '';
  return parsed.toString();
}
