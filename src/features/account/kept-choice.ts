import type { StatementDates } from './statement-dates';

/**
 * What the client chose on My Account: the program, and the statement dates typed for it, kept
 * in this tab's sessionStorage so that a reload, or a phone that drops the page from memory,
 * gives the screen back as it was left. This tab alone, under the client's own key; sign-out
 * empties the tab's storage (src/session/logout.ts). A date half typed comes back as typed, for
 * the client to finish it.
 */
export interface KeptChoice {
  programId: number;
  dates: StatementDates;
}

const keyOf = (clientId: number) => `payee-account:${clientId}`;

/**
 * A date as the form held it: a day, or as much of one as was typed. The statement form sorts
 * them as it takes them back (takenBackDates in statement-dates.ts, with the form's code).
 */
const day = (value: unknown) => (typeof value === 'string' && value.length <= 32 ? value : undefined);

/** The kept choice, each part of its own type; anything else that storage holds is ignored. */
export function keptChoice(clientId: number): KeptChoice | null {
  try {
    const { programId, dates } = JSON.parse(sessionStorage.getItem(keyOf(clientId)) ?? '{}') as Partial<KeptChoice>;
    return Number.isInteger(programId) ? { programId: programId!, dates: { start: day(dates?.start), end: day(dates?.end) } } : null;
  } catch {
    // Not JSON, or not an object: nothing this screen kept.
    return null;
  }
}

export function keepChoice(clientId: number, choice: KeptChoice): void {
  try {
    sessionStorage.setItem(keyOf(clientId), JSON.stringify(choice));
  } catch {
    // Storage refused (full, or turned off): the screen works as before, without the copy.
  }
}
