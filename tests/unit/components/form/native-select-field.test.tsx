import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelectField } from '@/components/form/native-select-field';

const options = [
  { label: 'Debit card', value: 1 },
  { label: 'Payments', value: 2 },
];

type SelectProps = Partial<Parameters<typeof NativeSelectField>[0]>;

/** The select in a form of its own, as a screen has it (drawn again with other props to change them). */
const selectForm = (onSubmit: () => void, props: SelectProps = {}, initialValues?: Record<string, unknown>) => (
  <Form onSubmit={onSubmit} initialValues={initialValues}>
    {({ handleSubmit }) => (
      <form onSubmit={handleSubmit}>
        <NativeSelectField name="enquiry_type_id" label="Enquiry Type" options={options} required {...props} />
        <button type="submit">Submit</button>
      </form>
    )}
  </Form>
);

function renderSelect(props: SelectProps = {}, initialValues?: Record<string, unknown>) {
  const onSubmit = vi.fn();
  const view = render(selectForm(onSubmit, props, initialValues));
  return { onSubmit, ...view };
}

describe('NativeSelectField', () => {
  it('is a labelled, required select of the options that gives the form the option’s own value', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderSelect();
    const select = screen.getByRole('combobox', { name: 'Enquiry Type' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('aria-required', 'true');
    await user.selectOptions(select, 'Payments');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ enquiry_type_id: 2 });
  });

  it('says its list is loading while the options are on their way, busy', () => {
    renderSelect({ options: undefined });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Enquiry Type' });
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select.selectedOptions[0]).toHaveTextContent('Loading the choices…');
  });

  it('marks an unrequired select optional and is described by its error once left', async () => {
    const user = userEvent.setup({ delay: null });
    renderSelect({ required: false, validate: (value) => (value ? undefined : 'Choose one.') });
    const select = screen.getByRole('combobox', { name: 'Enquiry Type (optional)' });
    await user.click(select);
    await user.tab();
    expect(select).toHaveAccessibleDescription('Choose one.');
  });

  it('tells a pick with the value it replaces', async () => {
    const user = userEvent.setup({ delay: null });
    const onValueChange = vi.fn();
    renderSelect({ onValueChange }, { enquiry_type_id: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Enquiry Type' }), 'Payments');
    expect(onValueChange).toHaveBeenCalledWith(2, 1);
  });

  it('keeps a value whose list is still on its way, and shows it once the list comes', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, rerender } = renderSelect({ options: undefined }, { enquiry_type_id: 2 });
    rerender(selectForm(onSubmit, {}, { enquiry_type_id: 2 }));
    expect(screen.getByRole('combobox', { name: 'Enquiry Type' })).toHaveDisplayValue('Payments');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ enquiry_type_id: 2 });
  });

  it('is disabled with its hint when told', () => {
    renderSelect({ disabled: true, hint: 'Choose an agency first.' });
    const select = screen.getByRole('combobox', { name: 'Enquiry Type' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Choose an agency first.');
  });

  it('draws the line the select shows as text that wraps, hidden from screen readers, the select over it', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, rerender } = renderSelect({ options: undefined }, { enquiry_type_id: 2 });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Enquiry Type' });
    // The drawn line is the select's sibling: the select itself is unseen but stays the field.
    const line = () => select.parentElement!.previousElementSibling as HTMLElement;
    expect(line()).toHaveAttribute('aria-hidden', 'true');
    expect(line()).toHaveStyle({ whiteSpace: 'normal' });
    expect(select).toHaveStyle({ opacity: '0' });
    // A kept value whose list is on its way: the select shows its loading line, and so does the page.
    expect(line()).toHaveTextContent(/^Loading the choices…$/);
    rerender(selectForm(onSubmit, {}, { enquiry_type_id: 2 }));
    expect(line()).toHaveTextContent(/^Payments$/);
    await user.selectOptions(select, 'Debit card');
    expect(line()).toHaveTextContent(/^Debit card$/);
    await user.selectOptions(select, '');
    expect(line()).toHaveTextContent(/^$/);
  });
});
