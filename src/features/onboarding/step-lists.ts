import useSWR from 'swr';
import { fetchOptions, type Option, type OptionsState } from '@/api/dropdowns';
import { dropdownQuery, tellListFailure } from '@/api/swr-config';
import { lists, type ListAddress } from '@/contract/list-addresses';
import type { StepRuleSet } from '@/contract/list-rules';
import { isDropdownList, type DropdownList, type OptionList } from '@/contract/option-lists';
import { useLocale } from '@/i18n/i18n';
import { startInTurn } from '@/lib/in-turn';

/** Where a list the onboarding's rules choose from is read. */
function sourceOf(list: OptionList): ListAddress | null {
  if (isDropdownList(list)) return lists.dropdown(list as DropdownList);
  switch (list) {
    case 'benefits':
      return lists.benefits();
    case 'bill-types':
      return lists.billTypes();
    case 'countries':
      return lists.countries();
    case 'states':
      return lists.states();
    default:
      return null;
  }
}

/** Every list the rules choose from: their fields' and their lists' items'. */
export function listsOf(...sets: StepRuleSet[]): OptionList[] {
  const rules = sets.flatMap((set) => [...set.fields, ...set.lists.flatMap((list) => list.itemRules({}))]);
  return [...new Set(rules.flatMap((rule) => (rule.list ? [rule.list] : [])))].sort();
}

type Loaded = Partial<Record<OptionList, { data: Option[] } | { error: unknown }>>;

async function load(names: readonly OptionList[]): Promise<Loaded> {
  // One request per task (startInTurn), so that a step's lists do not start in one long task.
  const settled = await Promise.allSettled(await startInTurn(names.map((name) => () => fetchOptions(sourceOf(name)!))));
  // The step draws what came; what did not is told once, not once per list.
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) tellListFailure(failed.reason);
  return Object.fromEntries(settled.map((result, index) => [names[index], result.status === 'fulfilled' ? { data: result.value } : { error: result.reason }]));
}

/**
 * The lists a step's rules choose from, loaded together in the language on screen; each one
 * as a screen sees it (its options, or the error that kept them out).
 */
export function useRuleLists(names: readonly OptionList[]): Partial<Record<OptionList, OptionsState>> {
  const locale = useLocale();
  const wanted = names.filter((name) => sourceOf(name) !== null);
  const loaded = useSWR(wanted.length > 0 ? ['rule-lists', locale, ...wanted] : null, () => load(wanted), dropdownQuery);
  return Object.fromEntries(
    wanted.map((name) => {
      const one = loaded.data?.[name];
      return [name, { data: one && 'data' in one ? one.data : undefined, error: one && 'error' in one ? one.error : loaded.error }];
    }),
  );
}
