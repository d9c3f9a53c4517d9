import { useDeferredValue } from 'react';
import useSWR from 'swr';
import { array, nullable, number, optional, string, type } from 'superstruct';
import type { ListAddress } from '@/contract/list-addresses';
import type { Locale } from '@/contract/locales';
import { useLocale } from '@/i18n/i18n';
import { apiRequest } from './client';
import { dropdownQuery, untoldDropdownQuery } from './swr-config';

/** Spec section 3, 'Dropdown option': name plus id, mapped to label, value and id. */
export interface Option {
  label: string;
  value: number;
  id: number;
  /** The option's code: 'other' marks the option that opens a free-text field (OTHER_SLUG). */
  slug?: string;
}

const optionList = array(type({ id: number(), name: string(), slug: optional(nullable(string())) }));

/** Quiet: whoever asks tells a failure, once for a run of tries (swr-config.ts, `tellListFailure`). */
export async function fetchOptions(source: ListAddress): Promise<Option[]> {
  const { data } = await apiRequest({ path: source.path, query: source.query, data: optionList, quiet: true });
  return data.map(({ id, name, slug }) => ({ label: name, value: id, id, ...(slug ? { slug } : {}) }));
}

/** A list's cache key: its address and the language its names are in. */
function keyOf(source: ListAddress | null, locale: Locale): string | null {
  if (!source) return null;
  const query = source.query ? JSON.stringify(source.query) : '';
  return `list:${locale}:${source.path}${query}`;
}

/** A list as a screen sees it: its options once they are in, or the error that kept them out. */
export interface OptionsState {
  data: Option[] | undefined;
  error: unknown;
}

/**
 * A dropdown list, fresh for 5 minutes; pass null to wait (e.g. until an agency is chosen).
 * A list that arrives after the screen is drawn is laid out as a transition: SWR's update
 * alone would render the choices in one uninterruptible task, the longest on a screen such as
 * the state selection. A list already cached is there on the first render. Each language's
 * names are kept apart: a switch fetches (or finds) the list in the new language. With
 * `told: false`, for a list the screen does well enough without, its failure is not told.
 */
export function useOptions(source: ListAddress | null, { told = true } = {}): OptionsState {
  const { data, error } = useSWR(keyOf(source, useLocale()), () => fetchOptions(source!), told ? dropdownQuery : untoldDropdownQuery);
  return { data: useDeferredValue(data), error };
}

/** A list's options for a select: undefined while they are on their way, none if they could not come. */
export function choicesOf({ data, error }: OptionsState): Option[] | undefined {
  return data ?? (error ? NO_OPTIONS : undefined);
}

/** One empty list for all, so that a list that could not come stays the same value across renders. */
export const NO_OPTIONS: Option[] = [];
