import { describe, expect, it } from 'vitest';
import { keepChoice, keptChoice } from '@/features/account/kept-choice';
import { takenBackDates } from '@/features/account/statement-dates';
import { halfTypedDate, INVALID_DATE } from '@/contract/calendar';

describe("what a tab keeps of My Account's choice", () => {
  it('gives back the program and its whole dates, for the client who chose them', () => {
    keepChoice(8, { programId: 6, dates: { start: '2024-01-05', end: '2024-03-01' } });
    expect(keptChoice(8)).toMatchObject({ programId: 6, dates: { start: '2024-01-05', end: '2024-03-01' } });
    expect(keptChoice(9)).toBeNull();
  });

  it('gives back a date half typed as typed, for the statement form to take back', () => {
    keepChoice(8, { programId: 10, dates: { start: '2024-01-05', end: halfTypedDate('03/0') } });
    const kept = keptChoice(8)!;
    expect(kept).toEqual({ programId: 10, dates: { start: '2024-01-05', end: halfTypedDate('03/0') } });
    expect(takenBackDates(kept.dates)).toEqual({ start: '2024-01-05', end: halfTypedDate('03/0') });
  });

  it('leaves out, as the form takes the dates back, what is neither a day nor a date half typed with its text', () => {
    // A half date with nothing typed kept (from before the text was kept) has nothing to show.
    expect(takenBackDates({ start: INVALID_DATE, end: '2024-03-01' })).toEqual({ start: undefined, end: '2024-03-01' });
    expect(takenBackDates({ start: '2024-01', end: '5 Jan' })).toEqual({ start: undefined, end: undefined });
    expect(takenBackDates({ start: '2023-02-29' })).toEqual({ start: undefined, end: undefined });
  });

  it('ignores what storage holds that it did not write', () => {
    for (const stored of ['not json', '"text"', 'null', '{"programId":"6"}', '{"programId":6.5}', '{"programId":6,"dates":{"start":"5 Jan","end":"2024-03-01"}}', '{"programId":6,"dates":null}', `{"programId":6,"dates":{"start":"${'x'.repeat(40)}"}}`]) {
      sessionStorage.setItem('payee-account:8', stored);
      const kept = keptChoice(8);
      expect(kept === null || (kept.programId === 6 && takenBackDates(kept.dates).start === undefined), stored).toBe(true);
    }
  });
});
