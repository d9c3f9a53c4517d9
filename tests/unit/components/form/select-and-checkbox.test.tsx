import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from '@/components/form/checkbox-field';
import { LOADING_CHOICES_MESSAGE, SELECT_MENU_MAX_HEIGHT, SelectField, selectionSummary, type SelectOption } from '@/components/form/select-field';
import { renderForm } from './render-form';

/** What a select's list says while its options are on their way, in English. */
const LOADING_CHOICES = LOADING_CHOICES_MESSAGE.message;

const options = [
  { label: 'General', value: 1 },
  { label: 'Billing', value: 2 },
  { label: 'Debit card', value: 3 },
];

describe('SelectField', () => {
  it('keeps the chosen option value and shows its label', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<SelectField name="enquiry_type_id" label="Enquiry Type" options={options} required />);
    const select = screen.getByRole('combobox', { name: 'Enquiry Type' });
    expect(select).toHaveAttribute('aria-required', 'true');
    await user.click(select);
    const listbox = screen.getByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Billing' }));
    expect(select).toHaveTextContent('Billing');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ enquiry_type_id: 2 });
  });

  it("says '{n} items are selected' for more than one, or the single label", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<SelectField name="race_id" label="Race" options={options} multiple />);
    const select = screen.getByRole('combobox', { name: 'Race (optional)' });
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'General' }));
    expect(select).toHaveTextContent(/^General$/);
    await user.click(screen.getByRole('option', { name: 'Debit card' }));
    expect(select).toHaveTextContent('2 items are selected');
    expect(selectionSummary([1, 2, 3], options)).toBe('3 items are selected');
  });

  it('keeps its menu at most 168 px tall', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<SelectField name="t" label="Type" options={options} />);
    await user.click(screen.getByRole('combobox', { name: 'Type (optional)' }));
    const paper = screen.getByRole('listbox').closest('.MuiPaper-root');
    expect(SELECT_MENU_MAX_HEIGHT).toBe(168);
    expect(getComputedStyle(paper!).maxHeight).toBe('168px');
  });

  it('says its list is loading while the options are on their way, then lets the keys pick the first that comes', async () => {
    const user = userEvent.setup({ delay: null });
    let arrive: (list: SelectOption[]) => void = () => {};
    function ArrivingSelect() {
      const [list, setList] = useState<SelectOption[] | undefined>(undefined);
      arrive = setList;
      return <SelectField name="t" label="Type" options={list} required />;
    }
    const { onSubmit } = renderForm(<ArrivingSelect />);
    screen.getByRole('combobox', { name: 'Type' }).focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Type' });
    expect(listbox).toHaveAttribute('aria-busy', 'true');
    expect(listbox).toHaveAccessibleDescription(LOADING_CHOICES);
    expect(within(listbox).getByRole('option', { name: LOADING_CHOICES })).toHaveAttribute('aria-disabled', 'true');
    expect(listbox).toHaveFocus();

    act(() => arrive(options));
    expect(within(listbox).queryByRole('option', { name: LOADING_CHOICES })).toBeNull();
    expect(listbox).not.toHaveAttribute('aria-busy');
    expect(within(listbox).getByRole('option', { name: 'General' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ t: 2 });
  });

  it('shows an empty list, not a loading one, when the options could not come', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<SelectField name="t" label="Type" options={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Type (optional)' }));
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText(LOADING_CHOICES)).toBeNull();
  });

  it('shows an error under itself', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(
      <SelectField name="t" label="Type" options={options} required validate={(v) => (v ? undefined : 'Choose a type.')} />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription('Choose a type.');
  });
});

describe('CheckboxField', () => {
  it('is ticked by clicking its label and keeps a boolean', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<CheckboxField name="is_client" label="I am a client" />);
    const box = screen.getByRole('checkbox', { name: 'I am a client' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('I am a client'));
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ is_client: true });
  });

  it("shows the server's error and describes the box with it", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<CheckboxField name="agree" label="I agree" />, { answer: () => ({ agree: 'You must agree.' }) });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must agree.');
  });
});
