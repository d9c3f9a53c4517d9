import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneField } from '@/components/form/phone-field';
import { SsnField } from '@/components/form/ssn-field';
import { phoneForApi } from '@/lib/phone';
import { ssnForApi } from '@/lib/ssn';
import { renderForm } from './render-form';

describe('SsnField', () => {
  it('shows XXX-XX-XXXX while typing, keeps it formatted and strips it for the API', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<SsnField name="ssn" />);
    const input = screen.getByLabelText('SSN');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('Enter your 9-digit Social Security Number.');

    await user.type(input, '98a765-43201');
    expect(input).toHaveValue('987-65-4320');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const values = onSubmit.mock.calls[0]![0];
    expect(values.ssn).toBe('987-65-4320');
    expect(ssnForApi(values.ssn as string)).toBe('987654320');
  });

  it('hides the digits where a password-type input is asked for', () => {
    renderForm(<SsnField name="ssn" masked />);
    expect(screen.getByLabelText('SSN')).toHaveAttribute('type', 'password');
  });

  it('shows and hides the masked digits with a named button, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<SsnField name="ssn" masked />);
    const input = screen.getByLabelText('SSN');
    await user.type(input, '987654320');
    await user.click(screen.getByRole('button', { name: 'Show SSN' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('987-65-4320');
    await user.click(screen.getByRole('button', { name: 'Hide SSN' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('takes a pasted SSN, dashes or not', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<SsnField name="ssn" masked autoComplete="on" />);
    const input = screen.getByLabelText('SSN');
    expect(input).toHaveAttribute('autocomplete', 'on');
    await user.click(input);
    await user.paste('987 65 4320');
    expect(input).toHaveValue('987-65-4320');
  });

  it('takes a pasted SSN whole, with what a copy brings around it (no maxlength cuts the paste)', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<SsnField name="ssn" />);
    const input = screen.getByLabelText('SSN');
    expect(input).not.toHaveAttribute('maxlength');
    await user.click(input);
    await user.paste('  987-65-4320 ');
    expect(input).toHaveValue('987-65-4320');
  });

  it('refuses a key pressed in a full field, in the middle too, so no digit is pushed out', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<SsnField name="ssn" />);
    const input = screen.getByLabelText('SSN');
    await user.type(input, '987654320');
    await user.type(input, '1');
    expect(input).toHaveValue('987-65-4320');
    await user.type(input, '5', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('987-65-4320');
  });

  it('lets a deleted dash go without putting it back', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<SsnField name="ssn" />);
    const input = screen.getByLabelText('SSN');
    await user.type(input, '1234');
    expect(input).toHaveValue('123-4');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('12');
  });
});

describe('a masked field changed while the person is in another field', () => {
  it('is formatted for the form and leaves focus where the person is (early typing handed over, autofill)', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(
      <>
        <SsnField name="ssn" />
        <PhoneField name="phone_number" label="Phone Number" />
      </>,
    );
    const phone = screen.getByLabelText('Phone Number');
    await user.click(phone);
    fireEvent.change(screen.getByLabelText('SSN'), { target: { value: '987654320' } });
    expect(screen.getByLabelText('SSN')).toHaveValue('987-65-4320');
    expect(phone).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].ssn).toBe('987-65-4320');
  });

  it('shows a value the form holds as digits or as shown text alike', () => {
    renderForm(
      <>
        <SsnField name="ssn" />
        <PhoneField name="phone_number" label="Phone Number" />
      </>,
      { initialValues: { ssn: '987654320', phone_number: '(410) 555-0101' } },
    );
    expect(screen.getByLabelText('SSN')).toHaveValue('987-65-4320');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(410) 555-0101');
  });
});

describe('PhoneField', () => {
  it('shows (XXX) XXX-XXXX, at most 14 characters, and strips it for the API', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm(<PhoneField name="phone_number" label="Phone Number" />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '410555010199');
    expect(input).toHaveValue('(410) 555-0101');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(phoneForApi(onSubmit.mock.calls[0]![0].phone_number as string)).toBe('4105550101');
  });

  it.each(['+1 (410) 555-0101', '1-410-555-0101', ' (410) 555-0101 '])('keeps the number of a paste of %j', async (pasted) => {
    const user = userEvent.setup({ delay: null });
    renderForm(<PhoneField name="phone_number" label="Phone Number" />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).not.toHaveAttribute('maxlength');
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue('(410) 555-0101');
  });

  it('refuses a key pressed in the middle of a full number, so its last digit stays', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<PhoneField name="phone_number" label="Phone Number" />);
    const input = screen.getByLabelText('Phone Number');
    await user.type(input, '4105550101');
    await user.type(input, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('(410) 555-0101');
  });

  it('takes the last digit of a number typed with the 1 before it', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<PhoneField name="phone_number" label="Phone Number" />);
    const input = screen.getByLabelText('Phone Number');
    await user.type(input, '141055501');
    expect(input).toHaveValue('(141) 055-501');
    await user.type(input, '01');
    expect(input).toHaveValue('(410) 555-0101');
  });
});
