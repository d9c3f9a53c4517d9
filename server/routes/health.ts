import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ping } from '../db/connect';

const UNREACHABLE = /*i18n*/ { id: 'server.database_unreachable', message: 'The database is not reachable.' };

/** GET /api/v1/health: whether the API and its database answer; no data of anyone. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (await ping(ctx.db)) return { data: { status: 'ok' } };
    return reply.code(503).send({ message: request.t(UNREACHABLE), data: { status: 'unavailable' } });
  });
}
