import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateField } from '@/components/form/date-field';
import { renderForm } from './render-form';

describe('DateField', () => {
  it("opens the calendar with Enter on 'Choose date' instead of submitting", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateField name="dob" label="Birth Date" required />);
    screen.getByRole('button', { name: 'Choose date' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
