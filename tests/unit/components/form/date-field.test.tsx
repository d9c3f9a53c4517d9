import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateField, INVALID_DATE, isBirthDateField } from '@/components/form/date-field';
import { useForm } from 'react-final-form';
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

const birthDate = () => screen.getByRole('textbox', { name: 'Birth Date' });

describe('DateField', () => {
  it('shows the digits typed as MM/DD/YYYY and sends YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await user.type(birthDate(), '01021950');
    expect(birthDate()).toHaveValue('01/02/1950');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1950-01-02' });
  });

  it('keeps a date that is not a real day as invalid, not as nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await user.type(birthDate(), '02301950');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: INVALID_DATE });
  });

  it('submits its form with Enter, with the day just typed (inside the 300 ms debounce)', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    await user.type(birthDate(), '07211955{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '1955-07-21' });
  });

  it('passes a change on to the form 300 ms after the last keystroke', async () => {
    const seen: unknown[] = [];
    renderForm(<DateField name="dob" label="Birth Date" required validate={(value) => void seen.push(value)} />);
    seen.length = 0;
    fireEvent.change(birthDate(), { target: { value: '01/02/1950' } });
    expect(seen).toEqual([]);
    await waitFor(() => expect(seen).toContain('1950-01-02'));
  });

  it('shows a one-digit month and day padded once the person moves on', async () => {
    const user = userEvent.setup();
    renderForm(<DateField name="dob" label="Birth Date" required />);
    await user.type(birthDate(), '1/2/1950');
    expect(birthDate()).toHaveValue('1/2/1950');
    await user.tab();
    expect(birthDate()).toHaveValue('01/02/1950');
    expect(screen.getByRole('button', { name: 'Choose date, selected date is January 2, 1950' })).toBeInTheDocument();
  });

  it('shows the value the form holds, and follows the form when it changes it', async () => {
    const user = userEvent.setup();
    renderForm(
      <>
        <DateField name="dob" label="Birth Date" required />
        <ClearButton name="dob" />
      </>,
      { initialValues: { dob: '1948-03-02' } },
    );
    expect(birthDate()).toHaveValue('03/02/1948');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(birthDate()).toHaveValue('');
  });

  it("opens the calendar with Enter on 'Choose date' instead of submitting, and fills the field with the day picked", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateField name="start" label="Start Date" required />, { initialValues: { start: '2024-01-05' } });
    screen.getByRole('button', { name: 'Choose date, selected date is January 5, 2024' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Start Date' });
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('gridcell', { name: '9' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue('01/09/2024');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ start: '2024-01-09' });
  });

  it('closes the calendar with Cancel, leaving the field as it was', async () => {
    const user = userEvent.setup();
    renderForm(<DateField name="dob" label="Birth Date" required />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Birth Date' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(birthDate()).toHaveValue('');
  });

  it('opens a birth date at the years, then the months and the days, so 1940 is a few steps away', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateField name="date_of_birth" label="Birth Date" required disableFuture autoComplete="bday" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Birth Date' });
    expect(within(dialog).queryByRole('grid')).not.toBeInTheDocument();
    const years = within(dialog).getAllByRole('radio').map((year) => Number(year.textContent));
    expect(Math.max(...years)).toBe(new Date().getFullYear());
    await user.click(within(dialog).getByRole('radio', { name: '1940' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'February' }));
    await user.click(await within(dialog).findByRole('gridcell', { name: '29' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(birthDate()).toHaveValue('02/29/1940');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ date_of_birth: '1940-02-29' });
  });

  it('opens any other date at the days of its month', async () => {
    const user = userEvent.setup();
    renderForm(<DateField name="start" label="Start Date" required disableFuture />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Date' });
    expect(await within(dialog).findByRole('grid')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: '1940' })).not.toBeInTheDocument();
  });

  it('counts as a birth date the person\'s own (bday) and a field named date_of_birth or dob', () => {
    expect(isBirthDateField('start', 'off')).toBe(false);
    expect(isBirthDateField('effective_from', 'off')).toBe(false);
    expect(isBirthDateField('anything', 'bday')).toBe(true);
    expect(isBirthDateField('date_of_birth', 'off')).toBe(true);
    expect(isBirthDateField('dob', 'off')).toBe(true);
    expect(isBirthDateField('contacts.0.date_of_birth', 'off')).toBe(true);
  });
});
