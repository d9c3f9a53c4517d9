import type { FastifyInstance } from 'fastify';
import { DEFAULT_STATES_COUNTRY_ID } from '../../src/contract/ids';
import type { AppContext } from '../context';
import { queryOf } from '../http/body';
import { LIST_CACHE, optionalId } from './dropdowns';

/** GET /master/countries and /master/states?country_id= (United States when no country is given). */
export function registerMasterRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/master/countries', async (_request, reply) => {
    reply.header('Cache-Control', LIST_CACHE);
    return { data: (ctx.lists.list('countries') ?? []).map(({ id, name }) => ({ id, name })) };
  });

  app.get('/master/states', async (request, reply) => {
    const countryId = optionalId(queryOf(request), 'country_id') ?? DEFAULT_STATES_COUNTRY_ID;
    reply.header('Cache-Control', LIST_CACHE);
    const states = (ctx.lists.list('states') ?? []).filter((state) => state.parentId === countryId);
    return { data: states.map(({ id, name }) => ({ id, name })) };
  });
}
