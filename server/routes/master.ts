import type { FastifyInstance } from 'fastify';
import { DEFAULT_STATES_COUNTRY_ID } from '../../src/contract/ids';
import { INTL_LOCALE, type Locale } from '../../src/contract/locales';
import type { AppContext } from '../context';
import { queryOf } from '../http/body';
import { listReply, optionalId } from './dropdowns';

const collators = new Map<Locale, Intl.Collator>();
const collatorOf = (locale: Locale) => collators.get(locale) ?? collators.set(locale, new Intl.Collator(INTL_LOCALE[locale])).get(locale)!;

/**
 * GET /master/countries and /master/states?country_id= (United States when no country is
 * given). Countries are named in the request's language by their code (CLDR) and sorted in it,
 * so a reader finds 'Alemania' under A; US states are proper names, answered as stored.
 */
export function registerMasterRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/master/countries', async (request, reply) => {
    const answer = listReply(request, reply, 'countries', ctx.lists.list('countries') ?? []);
    const collator = collatorOf(request.t.locale);
    answer.data.sort((a, b) => collator.compare(a.name, b.name));
    return answer;
  });

  app.get('/master/states', async (request, reply) => {
    const countryId = optionalId(queryOf(request), 'country_id') ?? DEFAULT_STATES_COUNTRY_ID;
    const states = (ctx.lists.list('states') ?? []).filter((state) => state.parentId === countryId);
    return listReply(request, reply, 'states', states);
  });
}
