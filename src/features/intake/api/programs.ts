import useSWR from 'swr';
import { array, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { lists } from '@/contract/list-addresses';
import type { Locale } from '@/contract/locales';
import { useLocale } from '@/i18n/i18n';
import { apiRequest, preloadAddress } from '@/api/client';
import { dropdownQuery } from '@/api/swr-config';

/** GET /dropdown/programs: the three programs with their descriptions (program selection). */
const program = type({ id: number(), name: string(), short_name: optional(nullable(string())), description: optional(nullable(string())) });
export type ProgramInfo = Infer<typeof program>;

/**
 * Public and the same for everyone: the prerendered program selection preloads it at this
 * address (`programsAddress`) as the page arrives, and this call takes that answer.
 */
export async function fetchPrograms(): Promise<ProgramInfo[]> {
  // Quiet, as every list: its query tells a failure once (swr-config.ts, `tellListFailure`).
  return (await apiRequest({ ...lists.programs(), data: array(program), preloadable: true, quiet: true })).data;
}

/** Where the programs are asked for in `locale`, at the configured API base. */
export function programsAddress(locale: Locale): string {
  const { path, query } = lists.programs();
  return preloadAddress(path, query, locale);
}

/** Keyed by language: the names and descriptions come in the language on screen. */
export function usePrograms() {
  return useSWR(['list', lists.programs().path, useLocale()], fetchPrograms, dropdownQuery);
}
