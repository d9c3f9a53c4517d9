import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { loggerOptions } from './logging';
import { registerStatic } from './static';

export type AppConfig = Pick<ServerConfig, 'staticDir' | 'logLevel'>;

/** Builds the whole product's server without opening a socket, so tests can use inject(). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config.logLevel), trustProxy: false });
  if (config.staticDir) await registerStatic(app, config.staticDir);
  return app;
}
