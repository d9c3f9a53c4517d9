// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { completeRange, endDateEnabled, validateStatementDates } from '@/features/account/statement-dates';
import { todayIso } from '@/lib/dates';
import { halfTypedDate } from '@/contract/calendar';

const tomorrow = () => {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return todayIso(day);
};

describe('the statement date rules', () => {
  it.each([
    [{}, { start: 'The start date field is required.', end: 'The end date field is required.' }],
    [{ start: '2024-02-30' }, { start: 'The start date is not a valid date.', end: 'The end date field is required.' }],
    [{ start: halfTypedDate('01/05/24'), end: '2024-01-05' }, { start: 'The start date must have a four-digit year.' }],
    [{ start: '2024-01-05', end: '2024-01-04' }, { end: 'The end date may not be before the start date.' }],
    [{ start: '2024-01-05', end: tomorrow() }, { end: 'The end date may not be in the future.' }],
    [{ start: tomorrow(), end: tomorrow() }, { start: 'The start date may not be in the future.', end: 'The end date may not be in the future.' }],
    [{ start: '2024-01-05', end: '2024-01-05' }, {}],
  ])('%j -> %j', (dates, errors) => {
    expect(validateStatementDates(dates)).toEqual(errors);
  });

  it('gives a range only when both ends are real days in order', () => {
    expect(completeRange({ start: '2024-01-05', end: '2024-03-01' })).toEqual({ from: '2024-01-05', to: '2024-03-01' });
    expect(completeRange({ start: '2024-01-05' })).toBeNull();
    expect(completeRange({ start: '2024-03-01', end: '2024-01-05' })).toBeNull();
  });

  it('opens the end date only once the start date is a real day', () => {
    expect(endDateEnabled({})).toBe(false);
    expect(endDateEnabled({ start: 'invalid-date' })).toBe(false);
    expect(endDateEnabled({ start: '2024-01-05' })).toBe(true);
  });
});
