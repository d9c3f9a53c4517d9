import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ping } from '../db/connect';

/** GET /api/v1/health: whether the API and its database answer; no data of anyone. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (await ping(ctx.db)) return { data: { status: 'ok' } };
    return reply.code(503).send({ message: 'The database is not reachable.', data: { status: 'unavailable' } });
  });
}
