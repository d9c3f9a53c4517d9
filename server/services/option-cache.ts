import { asc } from 'drizzle-orm';
import type { OptionInfo, OptionList } from '../../src/contract/option-lists';
import type { Db } from '../db/connect';
import { options, programs, reportingAccounts } from '../db/schema';

export interface ListItem {
  id: number;
  name: string;
  slug?: string | null;
  parentId?: number | null;
}

export interface ReportingAccount {
  id: number;
  name: string;
  reportingTypeId: number;
  isBenefit: boolean;
}

export interface Program {
  id: number;
  name: string;
  short_name: string;
  description: string;
}

/**
 * The reference lists, read once at start: they change only with a new seed, and every
 * form check and dropdown read would otherwise be a query.
 */
export interface OptionCache {
  list(name: string): readonly ListItem[] | undefined;
  reportingAccounts: readonly ReportingAccount[];
  programs: readonly Program[];
  /** For RuleContext.option: an option of a list by id. */
  option(list: OptionList, id: number): OptionInfo | undefined;
}

export async function loadOptionCache(db: Db): Promise<OptionCache> {
  const rows = await db.select().from(options).orderBy(asc(options.list), asc(options.position));
  const accounts = await db.select().from(reportingAccounts).orderBy(asc(reportingAccounts.position));
  const programRows = await db.select().from(programs).orderBy(asc(programs.position));

  const lists = new Map<string, ListItem[]>();
  for (const row of rows) {
    const items = lists.get(row.list) ?? [];
    items.push({ id: row.id, name: row.name, slug: row.slug, parentId: row.parentId });
    lists.set(row.list, items);
  }
  lists.set('benefits', accounts.filter((a) => a.reportingTypeId === 1 && a.isBenefit).map(({ id, name }) => ({ id, name })));
  lists.set('bill-types', accounts.filter((a) => a.reportingTypeId === 2).map(({ id, name }) => ({ id, name })));
  lists.set('programs', programRows.map(({ id, name }) => ({ id, name })));

  const index = new Map<string, ListItem>();
  for (const [name, items] of lists) for (const item of items) index.set(`${name}:${item.id}`, item);

  return {
    list: (name) => lists.get(name),
    reportingAccounts: accounts,
    programs: programRows.map(({ id, name, shortName, description }) => ({ id, name, short_name: shortName, description })),
    option: (list, id) => {
      const item = index.get(`${list}:${id}`);
      return item && { name: item.name, slug: item.slug ?? null, parentId: item.parentId ?? null };
    },
  };
}
