import { maxLengthOf } from '../../src/contract/field-check';
import { getPath, toId, type FieldRule, type RuleContext } from '../../src/contract/field-rules';
import { isOtherOption } from '../../src/contract/ids';
import type { OptionInfo, OptionList } from '../../src/contract/option-lists';
import { listSource } from '../../server/openapi/list-sources';
import { withQuery, type Send } from './http';
import { ENGLISH } from '../../src/contract/english';

interface Item {
  id: number;
  name: string;
  /** The row's code, where the backend gives one: 'other' marks the list's 'Other'. */
  slug?: string | null;
}

/**
 * The backend's own option lists, read as the app reads them, so that a form made up for a
 * probe names ids that backend has (another backend's ids need not be the reference's).
 */
export class BackendLists {
  private readonly items = new Map<string, Item[]>();
  private readonly parents = new Map<string, number | null>();

  constructor(private readonly send: Send) {}

  private key = (list: OptionList, parent: number | null) => `${list}:${parent ?? ''}`;

  async load(list: OptionList, parent: number | null = null): Promise<Item[]> {
    const key = this.key(list, parent);
    const known = this.items.get(key);
    if (known) return known;
    const source = listSource(list);
    const query = { ...source.query, ...(source.parentQuery && parent !== null ? { [source.parentQuery]: String(parent) } : {}) };
    const answer = await this.send({ method: 'GET', path: withQuery(source.path, query) });
    if (answer.status !== 200) throw new Error(`GET ${source.path} answered ${answer.status}`);
    const items = (JSON.parse(answer.body.toString('utf8')) as { data: Item[] }).data;
    this.items.set(key, items);
    for (const item of items) this.parents.set(`${list}#${item.id}`, parent);
    return items;
  }

  /** What the rules need to know of an option already read (its code for 'Other', its parent). */
  option = (list: OptionList, id: number): OptionInfo | undefined => {
    for (const [key, items] of this.items) {
      if (!key.startsWith(`${list}:`)) continue;
      const item = items.find((candidate) => candidate.id === id);
      if (item) return { name: item.name, slug: item.slug ?? null, parentId: this.parents.get(`${list}#${id}`) ?? null };
    }
    return undefined;
  };

  /** The first option that is not 'Other' (which would ask for a free text too). */
  async first(list: OptionList, parent: number | null = null): Promise<number> {
    const items = await this.load(list, parent);
    const chosen = items.find((item) => !isOtherOption(item)) ?? items[0];
    if (!chosen) throw new Error(`the ${list} list is empty`);
    return chosen.id;
  }
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof current[key] !== 'object' || current[key] === null) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1]!] = value;
}

async function sample(rule: FieldRule, values: Record<string, unknown>, lists: BackendLists): Promise<unknown> {
  switch (rule.kind) {
    case 'text':
      return 'Contract probe'.slice(0, maxLengthOf(rule));
    case 'numberText':
      return '12345';
    case 'email':
      return 'probe@example.org';
    case 'phone':
      return '4105550100';
    case 'ssn':
      return '987654329';
    case 'zip':
      return '21201';
    case 'date':
      return '2000-01-01';
    case 'amount':
      return '100.00';
    case 'integer':
      return String(rule.min ?? 1);
    case 'flag':
      return '0';
    case 'choice':
      return rule.choices?.[0];
    case 'option':
    case 'options': {
      const parent = rule.parentField === undefined ? (rule.parentDefault ?? null) : (toId(getPath(values, rule.parentField)) ?? rule.parentDefault ?? null);
      const id = String(await lists.first(rule.list!, parent));
      return rule.kind === 'option' ? id : [id];
    }
    case 'file':
      return undefined;
  }
}

/**
 * A form that passes the rules: `given` first, then a plain value for every field that applies
 * (in the rules' order, so that a type or a country chosen decides which fields follow).
 */
export async function sampleForm(rules: readonly FieldRule[], lists: BackendLists, given: Record<string, unknown> = {}, today: string): Promise<Record<string, unknown>> {
  const values = structuredClone(given);
  const context: RuleContext = { today, option: lists.option, t: ENGLISH };
  for (const rule of rules) {
    if (getPath(values, rule.name) !== undefined) continue;
    if (rule.list) await lists.load(rule.list, rule.parentDefault ?? null).catch(() => undefined);
    if (rule.when && !rule.when(values, context)) continue;
    const value = await sample(rule, values, lists);
    if (value !== undefined) setPath(values, rule.name, value);
  }
  return values;
}
