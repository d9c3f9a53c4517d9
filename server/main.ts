import { buildApp } from './app';
import { buildIfNeeded } from './build-if-needed';
import { configFromEnv, type ServerConfig } from './config';
import { DataDirInUseError } from './db/data-dir';

function readConfig(): ServerConfig {
  try {
    return configFromEnv();
  } catch (error) {
    console.error(`The server cannot start:\n${(error as Error).message}`);
    process.exit(1);
  }
}

const config = readConfig();
if (process.argv.includes('--build-if-needed') && config.staticDir) buildIfNeeded(process.cwd(), config.staticDir);

console.log(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL).' : `Database: embedded PGlite in ${config.dataDir ?? 'memory'}; migrating and seeding…`);
const app = await buildApp(config).catch((error: unknown) => {
  // Another process holds the embedded database: one line that says so, not a stack trace.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
if (!config.recaptchaSecret) {
  console.log('Bot check: no RECAPTCHA_SECRET is set, so local bot-check tokens ("local:<action>") are accepted. Set RECAPTCHA_SECRET in production.');
}
console.log('Demo identities (SSN, birth date, what you see): README.md, section "Demo identities".');
console.log(`\nPayee services is running at http://${shownHost}:${port}/`);
