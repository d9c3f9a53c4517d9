import { describe, expect, it } from 'vitest';
import { keepChoice, keptChoice } from '@/features/account/kept-choice';
import { INVALID_DATE } from '@/lib/dates';

describe("what a tab keeps of My Account's choice", () => {
  it('gives back the program and its whole dates, for the client who chose them', () => {
    keepChoice(8, { programId: 6, dates: { start: '2024-01-05', end: '2024-03-01' } });
    expect(keptChoice(8)).toMatchObject({ programId: 6, dates: { start: '2024-01-05', end: '2024-03-01' } });
    expect(keptChoice(9)).toBeNull();
  });

  it('gives back whole dates only: a date half typed is typed again', () => {
    keepChoice(8, { programId: 10, dates: { start: '2024-01-05', end: INVALID_DATE } });
    expect(keptChoice(8)).toEqual({ programId: 10, dates: { start: '2024-01-05', end: undefined } });
    keepChoice(8, { programId: 10, dates: { start: '2024-01' } });
    expect(keptChoice(8)?.dates.start).toBeUndefined();
  });

  it('ignores what storage holds that it did not write', () => {
    for (const stored of ['not json', '"text"', 'null', '{"programId":"6"}', '{"programId":6.5}', '{"programId":6,"dates":{"start":"5 Jan","end":"2024-03-01"}}', '{"programId":6,"dates":null}']) {
      sessionStorage.setItem('payee-account:8', stored);
      const kept = keptChoice(8);
      expect(kept === null || (kept.programId === 6 && kept.dates.start === undefined), stored).toBe(true);
    }
  });
});
