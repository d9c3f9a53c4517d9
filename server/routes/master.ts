import type { FastifyInstance } from 'fastify';
import { DEFAULT_STATES_COUNTRY_ID } from '../../src/contract/ids';
import type { AppContext } from '../context';
import { queryOf } from '../http/body';
import { listReply, optionalId } from './dropdowns';

/**
 * GET /master/countries and /master/states?country_id= (United States when no country is
 * given). Countries and states are proper names, answered as stored in every language.
 */
export function registerMasterRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/master/countries', async (request, reply) => listReply(request, reply, 'countries', ctx.lists.list('countries') ?? []));

  app.get('/master/states', async (request, reply) => {
    const countryId = optionalId(queryOf(request), 'country_id') ?? DEFAULT_STATES_COUNTRY_ID;
    const states = (ctx.lists.list('states') ?? []).filter((state) => state.parentId === countryId);
    return listReply(request, reply, 'states', states);
  });
}
