import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { vi } from 'vitest';
import { theme } from '@/app/theme';

export type Values = Record<string, unknown>;

/** Renders fields inside a react-final-form form with a Submit button, in the app's theme; onSubmit is a spy. */
export function renderForm(
  fields: ReactNode,
  { initialValues = {}, answer }: { initialValues?: Values; answer?: (values: Values) => SubmissionErrors | void } = {},
) {
  const onSubmit = vi.fn((values: Values) => answer?.(values));
  const view = render(
    <ThemeProvider theme={theme}>
      <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
        {({ handleSubmit }) => (
          <form noValidate onSubmit={handleSubmit}>
            {fields}
            <button type="submit">Submit</button>
          </form>
        )}
      </Form>
    </ThemeProvider>,
  );
  return { ...view, onSubmit };
}
