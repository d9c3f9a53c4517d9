import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Form } from 'react-final-form';
import { SWRConfig } from 'swr';
import { theme } from '@/app/theme';
import { setIn } from 'final-form';
import type { FieldRule } from '@/contract/field-rules';
import { localToday } from '@/contract/calendar';
import { checkFields } from '@/contract/field-check';
import { IntakeListsProvider } from '@/features/intake/wizard/intake-lists';
import type { IntakeValues } from '@/features/intake/wizard/intake-values';
import { IntakeStepRules } from '@/features/intake/wizard/step-rules-context';
import { apiPath } from '../api-path';
import '../connect-app';
import { ENGLISH } from '@/contract/english';

/** The lists the wizard loads, answered from a table (fetch is stubbed by the caller). */
export const LIST_ANSWERS: Record<string, { id: number; name: string; slug?: string }[]> = {
  '/api/v1/dropdown/programs': [{ id: 10, name: 'Representative Payee' }],
  '/api/v1/master/countries': [
    { id: 233, name: 'United States' },
    { id: 39, name: 'Canada' },
  ],
  '/api/v1/master/states?country_id=233': [
    { id: 21, name: 'Maryland' },
    { id: 47, name: 'Virginia' },
  ],
  '/api/v1/dropdown/case-manager-agencies': [
    { id: 1, name: 'Harbor Community Services' },
    { id: 2, name: 'Other', slug: 'other' },
  ],
  '/api/v1/dropdown/case-managers?agency_id=1': [
    { id: 11, name: 'Jordan Casey', slug: 'jordan-casey' },
    { id: 12, name: 'Other', slug: 'other' },
  ],
  '/api/v1/dropdown/housing-types': Array.from({ length: 9 }, (_, index) => ({ id: index + 1, name: `Housing ${index + 1}` })),
  '/api/v1/dropdown/genders': [
    { id: 1, name: 'Female' },
    { id: 5, name: 'Other', slug: 'other' },
  ],
};

export function listFetch(input: RequestInfo | URL): Promise<Response> {
  const list = LIST_ANSWERS[`/api/v1${apiPath(input)}`] ?? [];
  return Promise.resolve(new Response(JSON.stringify({ data: list }), { status: 200, headers: { 'content-type': 'application/json' } }));
}

/** One step's fields inside a real form, with the wizard's lists and rules (checked on submit). */
export function renderStep(step: ReactNode, rules: readonly FieldRule[], initialValues: IntakeValues = {}) {
  const validate = (values: IntakeValues) =>
    Object.entries(checkFields(rules, values, { today: localToday(), t: ENGLISH })).reduce<object>((nested, [name, message]) => setIn(nested, name, message), {});
  let current: IntakeValues = initialValues;
  const utils = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Form<IntakeValues>
          initialValues={initialValues}
          onSubmit={() => undefined}
          validate={validate}
          render={({ values, handleSubmit }) => {
            current = values;
            return (
              <form onSubmit={handleSubmit} noValidate>
                <IntakeListsProvider>
                  <IntakeStepRules rules={rules}>{step}</IntakeStepRules>
                </IntakeListsProvider>
                <button type="submit">Save and proceed</button>
              </form>
            );
          }}
        />
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...utils, values: () => current };
}
