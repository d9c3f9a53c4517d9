import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormTextField } from '@/components/form/form-text-field';
import { renderForm } from './render-form';

const required = (value: string | undefined) => (value ? undefined : 'The first name field is required.');

describe('FormTextField', () => {
  it("appends '(optional)' to the label of an unrequired input and marks a required one", () => {
    renderForm(
      <>
        <FormTextField name="first_name" label="First Name" required />
        <FormTextField name="middle_name" label="Middle Name" />
      </>,
    );
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Middle Name (optional)')).not.toHaveAttribute('aria-required');
  });

  it('shows the hint until the rule fails, and the error only once the field was left', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<FormTextField name="first_name" label="First Name" required hint="As on your ID." validate={required} />);
    const input = screen.getByLabelText('First Name');
    expect(input).toHaveAccessibleDescription('As on your ID.');
    expect(screen.queryByText('The first name field is required.')).not.toBeInTheDocument();

    await user.click(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The first name field is required.');
  });

  it("shows the server's error for the value sent, until the person changes it", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<FormTextField name="email" label="Email" type="email" required />, {
      answer: () => ({ email: 'The email has already been taken.' }),
    });
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'a@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription('The email has already been taken.');

    await user.type(input, 'x');
    expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
  });

  it("shows the field's own rule, not the server's stale error, when a cleared field stops the next submit", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<FormTextField name="first_name" label="First Name" required validate={required} />, {
      answer: () => ({ first_name: 'The first name does not match our records.' }),
    });
    const input = screen.getByLabelText('First Name');
    await user.type(input, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription('The first name does not match our records.');

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription('The first name field is required.');
  });

  it('counts the characters against the maximum, visibly', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<FormTextField name="description" label="Description" multiline maxLength={1000} showCount />);
    expect(screen.getByText('0/1000')).toBeVisible();
    await user.type(screen.getByLabelText('Description (optional)'), 'Hello');
    expect(screen.getByText('5/1000')).toBeVisible();
    expect(screen.getByLabelText('Description (optional)')).toHaveAttribute('maxlength', '1000');
  });
});
