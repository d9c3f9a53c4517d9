import type { FastifyInstance, FastifyReply } from 'fastify';
import { toId, toFlag } from '../../src/contract/field-rules';
import { isDropdownList } from '../../src/contract/option-lists';
import { FIELD_MESSAGES } from '../../src/contract/messages';
import type { AppContext } from '../context';
import { queryOf } from '../http/body';
import { notFound, validationError } from '../http/errors';
import type { ListItem } from '../services/option-cache';

/** Lists are public and change only with a new seed: browsers and the service worker may keep them 5 minutes. */
export const LIST_CACHE = 'public, max-age=300';

const plain = (items: readonly ListItem[]) => items.map(({ id, name }) => ({ id, name }));

/** An optional id filter from the query: absent, or a positive whole number (else 422). */
export function optionalId(query: Record<string, unknown>, field: string): number | null {
  const raw = query[field];
  if (raw === undefined || raw === '') return null;
  const id = toId(raw);
  if (id === null) throw validationError({ [field]: FIELD_MESSAGES.invalidOption(field.replace(/_/g, ' ')) });
  return id;
}

function listReply(reply: FastifyReply, data: unknown[]) {
  reply.header('Cache-Control', LIST_CACHE);
  return { data };
}

/** GET /dropdown/{name}, /dropdown/case-managers, /dropdown/reporting-accounts and /dropdown/programs. */
export function registerDropdownRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dropdown/case-managers', async (request, reply) => {
    const agencyId = optionalId(queryOf(request), 'agency_id');
    const managers = ctx.lists.list('case-managers') ?? [];
    const chosen = agencyId === null ? managers : managers.filter((item) => item.parentId === agencyId);
    return listReply(reply, chosen.map(({ id, name, slug }) => ({ id, name, slug })));
  });

  app.get('/dropdown/reporting-accounts', async (request, reply) => {
    const query = queryOf(request);
    const typeId = optionalId(query, 'reporting_type_id');
    const benefitOnly = query.is_benefit === undefined ? null : toFlag(query.is_benefit);
    if (query.is_benefit !== undefined && benefitOnly === null) throw validationError({ is_benefit: FIELD_MESSAGES.invalidOption('is benefit') });
    const accounts = ctx.lists.reportingAccounts.filter(
      (account) => (typeId === null || account.reportingTypeId === typeId) && (benefitOnly === null || account.isBenefit === (benefitOnly === 1)),
    );
    return listReply(reply, accounts.map(({ id, name }) => ({ id, name })));
  });

  app.get('/dropdown/programs', async (_request, reply) => listReply(reply, [...ctx.lists.programs]));

  app.get<{ Params: { name: string } }>('/dropdown/:name', async (request, reply) => {
    const { name } = request.params;
    const items = isDropdownList(name) ? ctx.lists.list(name) : undefined;
    if (!items) throw notFound(`There is no list called "${name.slice(0, 60)}".`);
    return listReply(reply, plain(items));
  });
}
