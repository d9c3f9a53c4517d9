import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toId, toFlag } from '../../src/contract/field-rules';
import { isDropdownList, type OptionList } from '../../src/contract/option-lists';
import { FIELD_MESSAGES } from '../../src/contract/field-messages';
import { withValues, type Message } from '../../src/contract/translate';
import type { AppContext } from '../context';
import { programDescription, rowName } from '../db/seed-data/lists';
import { queryOf } from '../http/body';
import { notFound, validationError } from '../http/errors';
import type { ListItem } from '../services/option-cache';

/** Lists are public and change only with a new seed: browsers and the service worker may keep them 5 minutes. */
export const LIST_CACHE = 'public, max-age=300';

/** The lists' filters, named in their messages ('The selected agency id is invalid.'). */
const FILTER_LABELS: Record<string, Message> = {
  agency_id: /*i18n*/ { id: 'label.agency_id', message: 'agency id' },
  reporting_type_id: /*i18n*/ { id: 'label.reporting_type_id', message: 'reporting type id' },
  country_id: /*i18n*/ { id: 'label.country_id', message: 'country id' },
  is_benefit: /*i18n*/ { id: 'label.is_benefit', message: 'is benefit' },
};

const NO_SUCH_LIST = /*i18n*/ { id: 'lists.no_such_list', message: 'There is no list called "{name}".' };

const invalidFilter = (field: string) => validationError({ [field]: withValues(FIELD_MESSAGES.invalidOption, { label: FILTER_LABELS[field] ?? field }) });

/** An optional id filter from the query: absent, or a positive whole number (else 422). */
export function optionalId(query: Record<string, unknown>, field: string): number | null {
  const raw = query[field];
  if (raw === undefined || raw === '') return null;
  const id = toId(raw);
  if (id === null) throw invalidFilter(field);
  return id;
}

/** The row's code: 'other' marks the option that opens a free-text field (docs/api.md). */
const withSlug = ({ slug }: ListItem) => ({ slug: slug ?? null });

/**
 * A list's answer, its names in the request's language by each row's code or id (docs/api.md,
 * "Languages"): `lang` in the address gives each language its own cached copy; without it,
 * Accept-Language decides.
 */
export function listReply(
  request: FastifyRequest,
  reply: FastifyReply,
  list: OptionList | 'reporting-accounts',
  items: readonly ListItem[],
  keep: (item: ListItem) => object = () => ({}),
) {
  reply.header('Cache-Control', LIST_CACHE);
  return { data: items.map((item) => ({ id: item.id, name: rowName(list, item, request.t), ...keep(item) })) };
}

/** GET /dropdown/{name}, /dropdown/case-managers, /dropdown/reporting-accounts and /dropdown/programs. */
export function registerDropdownRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dropdown/case-managers', async (request, reply) => {
    const agencyId = optionalId(queryOf(request), 'agency_id');
    const managers = ctx.lists.list('case-managers') ?? [];
    const chosen = agencyId === null ? managers : managers.filter((item) => item.parentId === agencyId);
    return listReply(request, reply, 'case-managers', chosen, withSlug);
  });

  app.get('/dropdown/reporting-accounts', async (request, reply) => {
    const query = queryOf(request);
    const typeId = optionalId(query, 'reporting_type_id');
    const benefitOnly = query.is_benefit === undefined ? null : toFlag(query.is_benefit);
    if (query.is_benefit !== undefined && benefitOnly === null) throw invalidFilter('is_benefit');
    const accounts = ctx.lists.reportingAccounts.filter(
      (account) => (typeId === null || account.reportingTypeId === typeId) && (benefitOnly === null || account.isBenefit === (benefitOnly === 1)),
    );
    return listReply(request, reply, 'reporting-accounts', accounts);
  });

  app.get('/dropdown/programs', async (request, reply) => {
    reply.header('Cache-Control', LIST_CACHE);
    return {
      data: ctx.lists.programs.map((program) => ({ ...program, name: rowName('programs', program, request.t), description: programDescription(program, request.t) })),
    };
  });

  app.get<{ Params: { name: string } }>('/dropdown/:name', async (request, reply) => {
    const { name } = request.params;
    const items = isDropdownList(name) ? ctx.lists.list(name) : undefined;
    if (!items || !isDropdownList(name)) throw notFound(withValues(NO_SUCH_LIST, { name: name.slice(0, 60) }));
    return listReply(request, reply, name, items, withSlug);
  });
}
