import type { StatementDates } from './statement-dates';

/**
 * What the client chose on My Account: the program, and the statement dates typed for it, kept
 * in this tab's sessionStorage so that a reload, or a phone that drops the page from memory,
 * gives the screen back as it was left. This tab alone, under the client's own key; sign-out
 * empties the tab's storage (src/session/logout.ts). Only whole dates come back: a date half
 * typed (the form holds it as not a date) is typed again.
 */
export interface KeptChoice {
  programId: number;
  dates: StatementDates;
}

const keyOf = (clientId: number) => `payee-account:${clientId}`;

/** A day as the form holds it; the form checks it again as it takes it back. */
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

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
