import { buildApp } from './app';
import { buildIfNeeded } from './build-if-needed';
import { configFromEnv } from './config';

const config = configFromEnv();
if (process.argv.includes('--build-if-needed') && config.staticDir) buildIfNeeded(process.cwd(), config.staticDir);

const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`\nPayee services is running at http://${shownHost}:${port}/`);
