import useSWR from 'swr';
import { array, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { lists } from '@/contract/list-addresses';
import { useLocale } from '@/i18n/i18n';
import { apiRequest } from '@/api/client';
import { dropdownQuery } from '@/api/swr-config';

/** GET /dropdown/programs: the three programs with their descriptions (program selection). */
const program = type({ id: number(), name: string(), short_name: optional(nullable(string())), description: optional(nullable(string())) });
export type ProgramInfo = Infer<typeof program>;

export async function fetchPrograms(): Promise<ProgramInfo[]> {
  return (await apiRequest({ ...lists.programs(), data: array(program) })).data;
}

/** Keyed by language: the names and descriptions come in the language on screen. */
export function usePrograms() {
  return useSWR(['list', lists.programs().path, useLocale()], fetchPrograms, dropdownQuery);
}
