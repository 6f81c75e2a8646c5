import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type MailConfig, mailLocation } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', logLevel: 'info', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.filesDir).toBe(path.resolve('./data/files'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config).toMatchObject({
      oidcIssuer: undefined,
      oidcClientId: 'praxis-web',
      oidcScope: 'openid profile email offline_access',
      oidcAudience: 'praxis-api',
      apiVersion: 2,
      demo: true,
      evidenceMaxMb: 25,
    });
    expect(loadConfig({ API_VERSION: '1' }).apiVersion).toBe(1);
    expect(() => loadConfig({ API_VERSION: '3' })).toThrow(/API_VERSION="3": must be 1 or 2/);
    expect(loadConfig({ EVIDENCE_MAX_MB: '2' }).evidenceMaxMb).toBe(2);
    expect(() => loadConfig({ EVIDENCE_MAX_MB: '0' })).toThrow(
      /EVIDENCE_MAX_MB="0": must be between 1 and 1024/,
    );
  });

  it('limits requests to 600 a minute and storage not at all unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ rateLimitPerMinute: 600, storageQuotaBytes: undefined });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0', STORAGE_QUOTA_MB: '2' })).toMatchObject({
      rateLimitPerMinute: 0,
      storageQuotaBytes: 2 * 1024 * 1024,
    });
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: 'off' })).toThrow(
      /RATE_LIMIT_PER_MINUTE="off": must be a number/,
    );
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/must be 0 \(no limit\) or more/);
    expect(() => loadConfig({ STORAGE_QUOTA_MB: '0' })).toThrow(/STORAGE_QUOTA_MB="0": must be at least 1/);
  });

  it('reads the external provider and the demo switch', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.com/tenant/',
      OIDC_CLIENT_ID: 'praxis',
      OIDC_AUDIENCE: 'api://praxis',
      DEMO: '0',
    });
    expect(config).toMatchObject({
      oidcIssuer: 'https://login.example.com/tenant/',
      oidcClientId: 'praxis',
      oidcAudience: 'api://praxis',
      demo: false,
    });
    expect(loadConfig({ DEMO: 'true' }).demo).toBe(true);
  });

  it('trusts proxy headers only when told to, and reads the default company', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1', DEFAULT_COMPANY: 'Acme AS' })).toMatchObject({
      trustProxy: true,
      defaultCompany: 'Acme AS',
    });
  });

  it('keeps files inside DATA_DIR unless FILES_DIR names another folder', () => {
    expect(loadConfig({ DATA_DIR: '/srv/praxis' }).filesDir).toBe(path.resolve('/srv/praxis/files'));
    expect(loadConfig({ DATA_DIR: '/srv/praxis', FILES_DIR: '/mnt/uploads' }).filesDir).toBe('/mnt/uploads');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT="abc": must be a number'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT="70000": must be between 0 and 65535'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid environment variable LOG_LEVEL="loud": must be one of fatal, error'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid environment variable DATABASE_URL="mysql://x": must start with postgres://',
    ],
    [
      { DATABASE_URL: 'not a url' },
      'Invalid environment variable DATABASE_URL="not a url": must be a postgres:// URL',
    ],
    [{ PUBLIC_URL: 'ftp://x' }, 'Invalid environment variable PUBLIC_URL="ftp://x": must start with http://'],
    [
      { OIDC_ISSUER: 'login' },
      'Invalid environment variable OIDC_ISSUER="login": must be an absolute https URL',
    ],
    [{ FILES_DIR: '   ' }, 'Invalid environment variable FILES_DIR="   ": must not be empty'],
    [{ DEMO: 'maybe' }, 'Invalid environment variable DEMO="maybe": must be 1 or 0'],
    [{ TRUST_PROXY: 'yes' }, 'Invalid environment variable TRUST_PROXY="yes": must be 1 or 0'],
    [
      { SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'praxis@example.com' },
      'Invalid environment variable SMTP_URL="http://mail.example.com": must start with smtp:// or smtps://',
    ],
    [
      { SMTP_URL: 'smtp://mail.example.com' },
      'Invalid environment variable MAIL_FROM: must be set when SMTP_URL is set',
    ],
    [
      { MAIL_FROM: 'Praxis' },
      'Invalid environment variable MAIL_FROM="Praxis": must be an address such as praxis@example.com',
    ],
    [
      { DIGEST_CRON: 'every morning' },
      'Invalid environment variable DIGEST_CRON="every morning": must be a cron expression such as "0 7 * * *"',
    ],
    [{ DIGEST_CRON: '0 25 * * *' }, 'Invalid environment variable DIGEST_CRON="0 25 * * *": must be a cron'],
    [
      { DIGEST_TIMEZONE: 'Europe/Bergen' },
      'Invalid environment variable DIGEST_TIMEZONE="Europe/Bergen": must be an IANA time zone',
    ],
  ])('rejects %o with one line naming the variable', (env, message) => {
    const run = () => loadConfig(env);
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads outgoing mail, which is off without SMTP_URL', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ MAIL_FROM: 'praxis@example.com' }).mail).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: 'smtps://praxis:s3cret@smtp.example.com:465',
      MAIL_FROM: 'Praxis <praxis@example.com>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://praxis:s3cret@smtp.example.com:465',
      from: 'Praxis <praxis@example.com>',
    });
    expect(mailLocation(config.mail as MailConfig)).toBe('smtps://praxis@smtp.example.com:465');
  });

  it('reads when the daily digest goes out, by default at 07:00 in Oslo', () => {
    expect(loadConfig({}).digest).toEqual({ cron: '0 7 * * *', timezone: 'Europe/Oslo' });
    expect(loadConfig({ DIGEST_CRON: '30 6 * * 1-5', DIGEST_TIMEZONE: 'UTC' }).digest).toEqual({
      cron: '30 6 * * 1-5',
      timezone: 'UTC',
    });
  });

  it('never repeats the password of a connection URL it rejects', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://praxis:s3cret@smtp.example.com' })).toThrow(
      'Invalid environment variable SMTP_URL="ftp://praxis:***@smtp.example.com/": must start with smtp://',
    );
    // Unparsable and holding an `@`: where the password ends cannot be told, so the value is left out.
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app:s3cret@db:99999/praxis' })).toThrow(
      /^Invalid environment variable DATABASE_URL: must be a postgres:\/\/ URL$/,
    );
  });

  it('wants a SECRET_KEY with DATABASE_URL, of 32 characters at least, and never shows it', () => {
    const url = 'postgres://praxis@db/praxis';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /^Invalid environment variable SECRET_KEY: must be set when DATABASE_URL is set/,
    );
    const key = 'k'.repeat(32);
    expect(loadConfig({ DATABASE_URL: url, SECRET_KEY: key }).secretKey).toBe(key);
    // An external provider: no keys of ours to seal.
    expect(
      loadConfig({ DATABASE_URL: url, OIDC_ISSUER: 'https://login.example.com' }).secretKey,
    ).toBeUndefined();
    // The embedded default makes its own into DATA_DIR.
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(() => loadConfig({ SECRET_KEY: 'short-s3cret' })).toThrow(
      'Invalid environment variable SECRET_KEY: must be at least 32 characters, such as the output of openssl rand -base64 32',
    );
  });

  it('keeps files in the database unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'praxis' }).s3).toEqual({
      bucket: 'praxis',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'praxis',
        S3_ENDPOINT: 'https://s3.example.com:9000',
        S3_REGION: 'eu-north-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 's3cret/key+',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'praxis',
      endpoint: 'https://s3.example.com:9000',
      region: 'eu-north-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 's3cret/key+' },
      forcePathStyle: true,
    });
  });

  it.each([
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'Invalid environment variable S3_BUCKET: must be set when S3_ENDPOINT is set',
    ],
    [
      { S3_BUCKET: 'praxis', S3_ENDPOINT: 'minio:9000' },
      'Invalid environment variable S3_ENDPOINT="minio:9000": must start with http:// or https://',
    ],
    [
      { S3_BUCKET: 'praxis', S3_FORCE_PATH_STYLE: 'yes' },
      'Invalid environment variable S3_FORCE_PATH_STYLE="yes": must be 1 or 0',
    ],
    [
      { S3_BUCKET: 'praxis', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'Invalid environment variable S3_SECRET_ACCESS_KEY: must be set when S3_ACCESS_KEY_ID is set',
    ],
    [
      { S3_BUCKET: 'praxis', S3_SECRET_ACCESS_KEY: 's3cret' },
      'Invalid environment variable S3_ACCESS_KEY_ID: must be set when S3_SECRET_ACCESS_KEY is set',
    ],
    [
      { S3_SECRET_ACCESS_KEY: 's3cret', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'Invalid environment variable S3_BUCKET: must be set when S3_ACCESS_KEY_ID is set',
    ],
  ])('rejects the bucket settings %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats the password of an endpoint it rejects', () => {
    expect(() => loadConfig({ S3_BUCKET: 'praxis', S3_ENDPOINT: 'ftp://key:s3cret@minio:9000' })).toThrow(
      'Invalid environment variable S3_ENDPOINT="ftp://key:***@minio:9000/": must start with http://',
    );
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://praxis.example.com/' }).publicUrl).toBe(
      'https://praxis.example.com',
    );
  });
});
