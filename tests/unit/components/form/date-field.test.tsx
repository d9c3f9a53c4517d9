import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useForm } from 'react-final-form';
import { DateField, isBirthDateField, loadDatePicker } from '@/components/form/date-field';
import { FIELD_MESSAGES } from '@/contract/field-messages';
import { activateLocale, t } from '@/i18n/i18n';
import { halfTypedDate } from '@/contract/calendar';
import { todayIso } from '@/lib/dates';
import { renderForm } from './render-form';

/** What a form does to a field by itself, e.g. the statement clearing its end date. */
function ClearButton({ name }: { name: string }) {
  const form = useForm();
  return (
    <button type="button" onClick={() => form.change(name, undefined)}>
      Clear
    </button>
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const shown = (name: string) => within(group(name)).getAllByRole('spinbutton').map((section) => section.textContent).join('/');

/** Into the field's first part (once the stand-in's code is in, fields are drawn by MUI X at once). */
async function focusField(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(group(name)).getByRole('spinbutton', { name: 'Month' }));
  expect(document.activeElement).toHaveAccessibleName('Month');
}

const nextYear = new Date().getFullYear() + 1;

describe('DateField before MUI X has loaded (the stand-in)', () => {
  // Each test has the field's module as a page of its own loads it: the picker's code is not in
  // until a form is used, whichever tests ran before.
  let FreshField: typeof DateField;
  let loadFreshPicker: typeof loadDatePicker;
  beforeEach(async () => {
    vi.resetModules();
    ({ DateField: FreshField, loadDatePicker: loadFreshPicker } = await import('@/components/form/date-field'));
  });

  it('is a text box of the same name that takes typing and keeps what is typed in the form', async () => {
    const { onSubmit } = renderForm(<FreshField name="dob" label="Birth Date" required autoComplete="bday" />);
    const standIn = screen.getByRole('textbox', { name: 'Birth Date' });
    expect(standIn).toHaveAttribute('autocomplete', 'bday');
    fireEvent.change(standIn, { target: { value: '0314' } });
    fireEvent.submit(standIn.closest('form')!);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: halfTypedDate('0314') });
    fireEvent.change(standIn, { target: { value: '03141951' } });
    fireEvent.submit(standIn.closest('form')!);
    expect(onSubmit.mock.calls[1]![0]).toEqual({ dob: '1951-03-14' });
  });

  it('keeps a half-typed date until it is whole, then hands it and the focus to MUI X\'s field', async () => {
    // The picker's code, asked for as the field takes the focus, arrives once four digits are
    // typed, however soon it could (its modules may be in already, from another test).
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('@/components/form/date-picker-field', async (importOriginal) => {
      await held;
      return importOriginal();
    });
    try {
      const user = userEvent.setup({ delay: null });
      const { onSubmit } = renderForm(<FreshField name="dob" label="Birth Date" required />);
      const standIn = screen.getByRole('textbox', { name: 'Birth Date' });
      await user.click(standIn);
      await user.keyboard('0314');
      arrive();
      await act(() => loadFreshPicker());
      expect(standIn).toHaveValue('0314');
      expect(standIn).toHaveFocus();
      await user.keyboard('1951');
      expect(await screen.findByRole('group', { name: 'Birth Date' })).toBeInTheDocument();
      expect(shown('Birth Date')).toBe('03/14/1951');
      await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Year'));
      await user.keyboard('{Enter}');
      expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1951-03-14' });
    } finally {
      vi.doUnmock('@/components/form/date-picker-field');
    }
  });

  it('keeps its calendar button under a press while the code arrives, and opens the calendar on its click', async () => {
    // The press asks for the picker's code; here it arrives before the pointer is lifted, as a
    // cached module does between a tap's touch and its release.
    renderForm(<FreshField name="start" label="Start Date" required />);
    const button = screen.getByRole('button', { name: 'Choose date' });
    fireEvent.pointerDown(button);
    await act(() => loadFreshPicker());
    expect(button).toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Start Date' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Start Date' })).toBeInTheDocument();
  });
});


describe('DateField', () => {
  beforeAll(() => loadDatePicker());

  it('takes the digits typed in sequence as month, day and year, and sends YYYY-MM-DD', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await focusField(user, 'Birth Date');
    await user.keyboard('03141951');
    expect(shown('Birth Date')).toBe('03/14/1951');
    expect(within(group('Birth Date')).getByRole('spinbutton', { name: 'Month' })).toHaveAttribute('aria-valuetext', 'March');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1951-03-14' });
  });

  it.each([
    ['1/5/1950', '01/05/1950', '1950-01-05'],
    ['1-5-1950', '01/05/1950', '1950-01-05'],
    ['1.5.1950', '01/05/1950', '1950-01-05'],
    // A part the field finished by itself ('12', '3') is not skipped by the slash typed after it.
    ['12/1/1949', '12/01/1949', '1949-12-01'],
    ['3/14/1951', '03/14/1951', '1951-03-14'],
    ['11/11/1950', '11/11/1950', '1950-11-11'],
  ])('takes %s typed with separators, as a person writes it', async (typed, seen, sent) => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await focusField(user, 'Birth Date');
    await user.keyboard(typed);
    expect(shown('Birth Date')).toBe(seen);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: sent });
  });

  it('submits its form with Enter, with the day just typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await focusField(user, 'Birth Date');
    await user.keyboard('07211955{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1955-07-21' });
  });

  it('keeps a date with a part missing as invalid, not as nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await focusField(user, 'Birth Date');
    await user.keyboard('0314');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: halfTypedDate('03/14/') });
  });

  it('hands an optional date half typed to the form as typed, key by key, never as nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: unknown[] = [];
    renderForm(<DateField name="referral_date" label="Referral Date" validate={(value) => void seen.push(value)} />);
    await focusField(user, 'Referral Date (optional)');
    await user.keyboard('0');
    expect(seen.at(-1)).toBe(halfTypedDate('0/'));
    await user.keyboard('314');
    expect(seen.at(-1)).toBe(halfTypedDate('03/14/'));
    await user.keyboard('19');
    expect(seen.at(-1)).toBe(halfTypedDate('03/14/19'));
    await user.tab();
    await user.tab();
    expect(seen.at(-1)).toBe(halfTypedDate('03/14/19'));
  });

  it('shows a date the form holds half typed (a draft after a reload) as typed, and takes the rest of it', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />, { initialValues: { dob: halfTypedDate('02/29/') } });
    const standIn = screen.getByRole('textbox', { name: 'Birth Date' });
    expect(standIn).toHaveValue('02/29/');
    await user.click(standIn);
    await user.keyboard('{End}1940');
    expect(await screen.findByRole('group', { name: 'Birth Date' })).toBeInTheDocument();
    expect(shown('Birth Date')).toBe('02/29/1940');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1940-02-29' });
  });

  it('keeps a date half typed as typed when the language changes, and takes the rest of it', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await focusField(user, 'Birth Date');
    await user.keyboard('0314');
    try {
      // MUI X's field draws its parts again in the new language, from a value it does not have.
      await act(() => activateLocale('es'));
      const standIn = screen.getByRole('textbox', { name: 'Birth Date' });
      expect(standIn).toHaveValue('03/14/');
      await user.click(standIn);
      await user.keyboard('{End}1950');
      expect(await screen.findByRole('group', { name: 'Birth Date' })).toBeInTheDocument();
      expect(shown('Birth Date')).toBe('03/14/1950');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1950-03-14' });
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('takes a correction in the middle: a click on the day and new digits', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />, { initialValues: { dob: '1951-03-14' } });
    await focusField(user, 'Birth Date');
    await user.click(within(group('Birth Date')).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('21');
    expect(shown('Birth Date')).toBe('03/21/1951');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1951-03-21' });
  });

  it('clears a part with Backspace, and the whole date when every part is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />, { initialValues: { dob: '1951-03-14' } });
    await focusField(user, 'Birth Date');
    await user.keyboard('{Backspace}');
    expect(shown('Birth Date')).toBe('MM/14/1951');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: halfTypedDate('/14/1951') });
    for (const part of ['Day', 'Year']) {
      await user.click(within(group('Birth Date')).getByRole('spinbutton', { name: part }));
      await user.keyboard('{Backspace}');
    }
    expect(shown('Birth Date')).toBe('MM/DD/YYYY');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[1]![0]).toEqual({});
  });

  // MUI X reads a paste in its own MM/DD/YYYY only, and dropped the others without a word.
  it.each(['03/14/1951', '3/14/1951', '03141951', ' 3-14-1951 ', '1951-03-14'])('takes a whole date pasted into it as %j', async (pasted) => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await focusField(user, 'Birth Date');
    await user.paste(pasted);
    expect(shown('Birth Date')).toBe('03/14/1951');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1951-03-14' });
  });

  it("leaves a part's digits pasted into that part to the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<DateField name="dob" label="Birth Date" required />);
    await focusField(user, 'Birth Date');
    await user.paste('11');
    expect(shown('Birth Date')).toBe('11/DD/YYYY');
    expect(document.activeElement).toHaveAccessibleName('Day');
  });

  it("shows the form's rule for a future day once the person moves on, and marks the field", async () => {
    const user = userEvent.setup({ delay: null });
    const notFuture = (value: string | undefined) => (value && value > todayIso() ? t(FIELD_MESSAGES.notFuture, { label: 'birth date' }) : undefined);
    renderForm(<DateField name="dob" label="Birth Date" required disableFuture validate={notFuture} />);
    await focusField(user, 'Birth Date');
    await user.keyboard(`0101${nextYear}`);
    expect(screen.queryByText('The birth date may not be in the future.')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(await screen.findByText('The birth date may not be in the future.')).toBeInTheDocument();
    expect(group('Birth Date')).toHaveAttribute('aria-invalid', 'true');
    expect(group('Birth Date')).toHaveAccessibleDescription('The birth date may not be in the future.');
  });

  it('shows the value the form holds, and follows the form when it changes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(
      <>
        <DateField name="dob" label="Birth Date" required />
        <ClearButton name="dob" />
      </>,
      { initialValues: { dob: '1948-03-02' } },
    );
    expect(shown('Birth Date')).toBe('03/02/1948');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(shown('Birth Date')).toBe('MM/DD/YYYY');
    // A date half typed is cleared too (the statement's end date when its start changes).
    await focusField(user, 'Birth Date');
    await user.keyboard('0314');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(shown('Birth Date')).toBe('MM/DD/YYYY'));
  });

  it('opens a birth date at the years, which end at this one, then the months and the days', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<DateField name="date_of_birth" label="Birth Date" required disableFuture autoComplete="bday" />);
    await focusField(user, 'Birth Date');
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Birth Date' });
    expect(within(dialog).queryByRole('grid')).not.toBeInTheDocument();
    const years = within(dialog).getAllByRole('radio').map((year) => Number(year.textContent));
    expect(Math.max(...years)).toBe(new Date().getFullYear());
    await user.click(within(dialog).getByRole('radio', { name: '1940' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'February' }));
    await user.click(await within(dialog).findByRole('gridcell', { name: '29' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(shown('Birth Date')).toBe('02/29/1940');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ date_of_birth: '1940-02-29' });
  });

  it('opens any other date at the days of its month, and offers none before its minimum', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<DateField name="end" label="End Date" required disableFuture minDate="2024-01-10" />, { initialValues: { end: '2024-01-20' } });
    await focusField(user, 'End Date');
    await user.click(screen.getByRole('button', { name: /^Choose date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End Date' });
    expect(await within(dialog).findByRole('grid')).toBeInTheDocument();
    expect(within(dialog).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: '10' })).toBeEnabled();
  });

  it("puts the person's own birth date's purpose on the input that holds the value (WCAG 1.3.5)", () => {
    renderForm(<DateField name="date_of_birth" label="Birth Date" required autoComplete="bday" />);
    expect(document.querySelector('input[name="date_of_birth"]')).toHaveAttribute('autocomplete', 'bday');
  });

  it('says (optional) in its name when not required, and is locked when disabled', () => {
    renderForm(<DateField name="end" label="End Date" disabled />);
    for (const part of within(group('End Date (optional)')).getAllByRole('spinbutton')) expect(part).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  });

  it("counts as a birth date the person's own (bday) and a field named date_of_birth or dob", () => {
    expect(isBirthDateField('start', 'off')).toBe(false);
    expect(isBirthDateField('effective_from', 'off')).toBe(false);
    expect(isBirthDateField('anything', 'bday')).toBe(true);
    expect(isBirthDateField('date_of_birth', 'off')).toBe(true);
    expect(isBirthDateField('dob', 'off')).toBe(true);
    expect(isBirthDateField('contacts.0.date_of_birth', 'off')).toBe(true);
  });
});
