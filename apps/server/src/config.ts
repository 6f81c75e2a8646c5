import path from 'node:path';
import { EVIDENCE_DEFAULT_MAX_MB } from '@praxis/contract';
import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import { SECRET_KEY_MIN_CHARS } from './lib/secret-box.js';

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

/** Whether cron-parser (the parser pg-boss's scheduler runs) reads `expression`. */
function isCron(expression: string): boolean {
  try {
    CronExpressionParser.parse(expression, { tz: 'UTC', strict: false });
    return true;
  } catch {
    return false;
  }
}

/** Whether `zone` is an IANA time zone this runtime knows (Intl refuses any other). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

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
  API_VERSION: z.enum(['1', '2'], { error: 'must be 1 or 2' }).default('2'),
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
  // Unset: file contents live in the database (table file_contents).
  S3_BUCKET: z.string().trim().min(1, 'must not be empty').optional(),
  S3_ENDPOINT: url('an absolute http(s) URL such as https://s3.eu-north-1.amazonaws.com')
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'must start with http:// or https://')
    .optional(),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be empty').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' }).default('0'),
  EVIDENCE_MAX_MB: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 1024')
    .max(1024, 'must be between 1 and 1024')
    .default(EVIDENCE_DEFAULT_MAX_MB),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no limit) or more')
    .default(600),
  STORAGE_QUOTA_MB: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .optional(),
  SECRET_KEY: z
    .string()
    .trim()
    .min(
      SECRET_KEY_MIN_CHARS,
      `must be at least ${SECRET_KEY_MIN_CHARS} characters, such as the output of openssl rand -base64 32`,
    )
    .optional(),
  DIGEST_CRON: z
    .string()
    .trim()
    .refine(isCron, 'must be a cron expression such as "0 7 * * *" (minute hour day month weekday)')
    .default('0 7 * * *'),
  DIGEST_TIMEZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Oslo or UTC')
    .default('Europe/Oslo'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploaded files are kept, one folder per company. */
  filesDir: string;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  /** An external OpenID Connect provider; when unset, the built-in one at `${publicUrl}/oidc` is used. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  oidcScope: string;
  /** The `aud` every access token must carry. */
  oidcAudience: string;
  /** The API version the web app calls: 2 the v2 paths with `id`, 1 the v1 paths with `legacyId`. */
  apiVersion: 1 | 2;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** The company people join on first sign-in when nobody invited them; unset: only invited people get in. */
  defaultCompany: string | undefined;
  /** Demo company and accounts on first start (built-in provider only). */
  demo: boolean;
  /** Outgoing mail; undefined: nothing is sent and the web app says so. */
  mail: MailConfig | undefined;
  /** An S3-compatible bucket for file contents; undefined: they live in the database. */
  s3: S3Config | undefined;
  /** The largest evidence file accepted, in MB. */
  evidenceMaxMb: number;
  /** Requests each person, token or (unauthenticated) address may make per minute; 0: no limit. */
  rateLimitPerMinute: number;
  /** Bytes of stored files each company may keep; undefined: no limit. */
  storageQuotaBytes: number | undefined;
  /** When the daily notification job runs and the digest mails go out. */
  digest: DigestConfig;
  /**
   * Seals the built-in provider's keys in the database; undefined: the key in DATA_DIR (made on first start).
   * Never log it.
   */
  secretKey: string | undefined;
}

export interface S3Config {
  bucket: string;
  /** Undefined: Amazon S3 itself, found from the region. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither: the AWS SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`, as most servers other than Amazon's want. */
  forcePathStyle: boolean;
}

export interface DigestConfig {
  /** A cron expression, read in `timezone`. */
  cron: string;
  /** The IANA time zone of `cron`, and of the calendar day date events are counted from. */
  timezone: string;
}

export interface MailConfig {
  /** `smtp://` or `smtps://`, credentials included: never log it (see `mailLocation`). */
  smtpUrl: string;
  from: string;
}

export class ConfigError extends Error {}

/** The bucket's settings other than its name: any of them without S3_BUCKET is a mistake. */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

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
  const s3Given = S3_SETTINGS.find((name) => present[name] !== undefined);
  if (s3Given && !e.S3_BUCKET) invalid('S3_BUCKET', undefined, `must be set when ${s3Given} is set`);
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    invalid('S3_SECRET_ACCESS_KEY', undefined, 'must be set when S3_ACCESS_KEY_ID is set');
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
    invalid('S3_ACCESS_KEY_ID', undefined, 'must be set when S3_SECRET_ACCESS_KEY is set');
  // Every instance on a shared database must open the same sealed keys: no folder of one instance can hold it.
  if (e.DATABASE_URL && !e.OIDC_ISSUER && !e.SECRET_KEY)
    invalid(
      'SECRET_KEY',
      undefined,
      'must be set when DATABASE_URL is set (the same on every instance), such as the output of openssl rand -base64 32',
    );
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
    apiVersion: e.API_VERSION === '1' ? 1 : 2,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    defaultCompany: e.DEFAULT_COMPANY,
    demo: e.DEMO === '1' || e.DEMO === 'true',
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    evidenceMaxMb: e.EVIDENCE_MAX_MB,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    storageQuotaBytes: e.STORAGE_QUOTA_MB === undefined ? undefined : e.STORAGE_QUOTA_MB * 1024 * 1024,
    digest: { cron: e.DIGEST_CRON, timezone: e.DIGEST_TIMEZONE },
    secretKey: e.SECRET_KEY,
  };
}

function invalid(variable: string, value: string | undefined, message: string): never {
  // Connection URLs and endpoints may carry credentials. S3_SECRET_ACCESS_KEY is never shown: any
  // non-empty value passes, so no error line ever holds it. SECRET_KEY is never shown either.
  const shown =
    value === undefined || variable === 'SECRET_KEY'
      ? undefined
      : !(variable.endsWith('_URL') || variable === 'S3_ENDPOINT')
        ? value
        : withoutPassword(value);
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
