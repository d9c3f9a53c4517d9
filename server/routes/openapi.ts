import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../openapi/document';

/** GET /api/v1/openapi.json: the contract as an OpenAPI 3.1 document, made once from the rules the routes check with. */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  let document: object | undefined;
  app.get('/openapi.json', async () => (document ??= openApiDocument()));
}
