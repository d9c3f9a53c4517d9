import { createContext, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { useField } from 'react-final-form';
import { choicesOf, fetchOptions, NO_OPTIONS, useOptions, type Option } from '@/api/dropdowns';
import { lists, type ListAddress } from '@/contract/list-addresses';
import { fetchPrograms } from '@/features/intake/api/programs';
import { dropdownQuery } from '@/api/swr-config';
import { localToday } from '@/contract/calendar';
import type { RuleContext } from '@/contract/field-rules';
import { toId } from '@/contract/field-rules';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';
import type { DropdownList, OptionInfo, OptionList } from '@/contract/option-lists';
import { t, useLocale } from '@/i18n/i18n';
import { startInTurn } from '@/lib/in-turn';

/** Every list the wizard's steps choose from, loaded together when an application starts. */
const STATIC_LISTS: readonly DropdownList[] = [
  'branches',
  'sources',
  'marital-statuses',
  'languages',
  'genders',
  'races',
  'ethnicities',
  'case-manager-agencies',
  'relationships',
  'contact-categories',
  'employment-statuses',
  'income-types',
  'housing-types',
  'referrals',
  'language-fluencies',
];

type Loaded = Partial<Record<OptionList, Option[]>>;

/** Asks for every list, one request per task (startInTurn): eighteen at once were one long task on a phone. */
async function loadStaticLists(): Promise<Loaded> {
  const list = (name: OptionList, source: ListAddress) => async (): Promise<Loaded> => ({ [name]: await fetchOptions(source) });
  const calls = [
    async (): Promise<Loaded> => ({ programs: (await fetchPrograms()).map((program) => ({ label: program.name, value: program.id, id: program.id })) }),
    list('countries', lists.countries()),
    list('states', lists.states(UNITED_STATES_COUNTRY_ID)),
    ...STATIC_LISTS.map((name) => list(name, lists.dropdown(name))),
  ];
  return Object.assign({}, ...(await Promise.all(await startInTurn(calls)))) as Loaded;
}

export interface IntakeLists {
  /**
   * The options of a list (case managers: of the chosen agency, none before one is chosen);
   * undefined while loading, none when the list could not be loaded.
   */
  options(list: OptionList): Option[] | undefined;
  /** The shared rules' context: today, and the options as the rules look them up. */
  ruleContext: RuleContext;
  /** Every list the answers name is here (the chosen agency's case managers too). */
  ready: boolean;
  /** A list could not be loaded: its answers are named by their ids. */
  failed: boolean;
}

const Context = createContext<IntakeLists | null>(null);

interface IntakeListsProviderProps {
  children: ReactNode;
  /**
   * The wizard is drawn but cannot take input yet (its first state, until the device's draft is
   * read and taken): the lists are asked for once it can. Asked for while the draft was read and
   * the live wizard drawn, their eighteen requests and answers took turns with that work, and
   * from the app icon the first field came some 0.35 s later (1.4-1.5 s against 1.0-1.25 s at
   * 4x CPU, each visit in a new tab). The first step shows no list until a kind of
   * representative is chosen.
   */
  waiting?: boolean;
}

export function IntakeListsProvider({ children, waiting = false }: IntakeListsProviderProps) {
  // Keyed by language: a switch brings the lists' names in the new language (same ids).
  const locale = useLocale();
  const loaded = useSWR(waiting ? null : ['intake-lists', locale], loadStaticLists, dropdownQuery);
  const agencyId = toId(useField('representative.agency_id', { subscription: { value: true } }).input.value);
  const managers = useOptions(agencyId ? lists.caseManagers(agencyId) : null);
  const managerChoices = agencyId ? choicesOf(managers) : NO_OPTIONS;

  const value = useMemo<IntakeLists>(() => {
    const all: Loaded = { ...loaded.data, ...(managers.data ? { 'case-managers': managers.data } : {}) };
    const parentOf = (list: OptionList): number | null =>
      list === 'case-managers' ? agencyId : list === 'states' ? UNITED_STATES_COUNTRY_ID : null;
    const option = (list: OptionList, id: number): OptionInfo | undefined => {
      const found = all[list]?.find((item) => item.value === id);
      return found ? { name: found.label, slug: found.slug, parentId: parentOf(list) } : undefined;
    };
    return {
      options: (list) => (list === 'case-managers' ? managerChoices : (all[list] ?? (loaded.error ? NO_OPTIONS : undefined))),
      ruleContext: { today: localToday(), option, t },
      ready: Boolean(loaded.data) && (!agencyId || managers.data !== undefined),
      failed: Boolean(loaded.error) || (Boolean(agencyId) && Boolean(managers.error)),
    };
  }, [loaded.data, loaded.error, managers.data, managers.error, managerChoices, agencyId]);

  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useIntakeLists(): IntakeLists {
  const lists = useContext(Context);
  if (!lists) throw new Error('useIntakeLists needs an IntakeListsProvider');
  return lists;
}
