import { buildApp } from './app.js';
import { ConfigError, loadConfig, mailLocation } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { DataDirLockedError } from './db/lock.js';
import { SecretKeyError } from './lib/secret-box.js';
import { bucketLocation } from './modules/files/files.s3-storage.js';
import { seedDemo } from './seed/demo.js';
import { shutdown } from './shutdown.js';

function fail(message: string): never {
  process.stderr.write(`praxis: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase(config, (error) =>
      process.stderr.write(`praxis: database connection lost (${error.message}); reconnecting on next use\n`),
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  await database.migrate();

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { database });
  } catch (error) {
    if (error instanceof SecretKeyError) fail(error.message);
    throw error;
  }
  await seedDemo(config, database.db, app.log);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    try {
      await shutdown(app, database);
    } finally {
      app.log.info('stopped');
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      database: database.driver,
      location: database.location,
      mail: config.mail ? mailLocation(config.mail) : 'off (SMTP_URL not set)',
      files: config.s3 ? bucketLocation(config.s3) : 'in the database',
    },
    `Praxis is listening at http://${config.host}:${port} (open ${config.publicUrl})`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`praxis: failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
