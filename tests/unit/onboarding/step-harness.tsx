import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { beforeAll, vi } from 'vitest';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { preloadFilePicker } from '@/components/form/rule-field';
import { stepOf } from '@/components/wizard/wizard-step';
import { ONBOARDING_WIZARD } from '@/features/onboarding/onboarding-steps';
import { StepForm, type StepFormProps } from '@/features/onboarding/step-form';
import type { OnboardingStep } from '@/features/onboarding/step-values';
import { theme } from '@/app/theme';
import { apiPath } from '../api-path';
import '../connect-app';

export { apiPath };

// The onboarding page loads the file picker while its detail comes (a step draws it at once): so do the steps here.
beforeAll(async () => {
  await preloadFilePicker();
});

/** Rows as the reference API answers them: 'Other' carries its code. */
const options = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name, ...(name === 'Other' ? { slug: 'other' } : {}) }));

/** The lists the steps read, by request path (as the reference API seeds them). */
export const LISTS: Record<string, { id: number; name: string; slug?: string }[]> = {
  '/dropdown/identification-types': options("State driver's license", 'State ID card', 'US passport', 'Military ID', 'Permanent resident card', 'Other'),
  '/dropdown/reporting-accounts?reporting_type_id=1&is_benefit=true': options('RSDI', 'SSI', 'SSDI', 'VA disability compensation', 'VA pension', 'Railroad retirement'),
  '/dropdown/reporting-accounts?reporting_type_id=2': options('Rent', 'Electricity', 'Gas'),
  '/dropdown/bill-repeat-frequencies': options('Weekly', 'Monthly', 'Yearly'),
  '/dropdown/contact-categories': options('Doctor', 'Pharmacy', 'Other'),
  '/master/countries': [
    { id: 233, name: 'United States' },
    { id: 39, name: 'Canada' },
  ],
  '/master/states?country_id=233': options('Alabama', 'Alaska', 'Maryland'),
};

export const DETAIL: OnboardingDetail = {
  application_code: 'ONB-4323',
  current_process: 'pending',
  name: 'Raymond Castillo',
  date_of_birth: { date: '1960-11-30', formatted_date: '11/30/1960' },
  ssn_number_partial: '4323',
  image_url: null,
  image_name: null,
  health_info: { diagnosis: null, medications: null, guardianship: null },
  identifiers: null,
  other_identifier: [],
  client_contacts: [],
  benefits: [],
  client_bills: [],
};

export interface SaveAnswer {
  status: number;
  body: unknown;
}

/** The reference API in miniature: lists from LISTS, each save answered by `answerSave`. */
export function fakeApi(answerSave: (body: URLSearchParams | FormData) => SaveAnswer = () => ({ status: 200, body: { message: 'Saved', data: DETAIL } })) {
  const saves: (URLSearchParams | FormData)[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = apiPath(input);
    if (path.startsWith('/website/onboarding')) {
      const body = init!.body as URLSearchParams | FormData;
      saves.push(body);
      const answer = answerSave(body);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }
    const list = LISTS[path];
    return new Response(JSON.stringify(list ? { data: list } : { message: 'Not found' }), { status: list ? 200 : 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { saves };
}


/** The wizard's steps, as the tests name them. */
export const ProfilePhotoStep = stepOf(ONBOARDING_WIZARD, 'document_proof');
export const IdentifiersStep = stepOf(ONBOARDING_WIZARD, 'identifier');
export const MedicalDetailsStep = stepOf(ONBOARDING_WIZARD, 'diagnosis');
export const ActiveBenefitsStep = stepOf(ONBOARDING_WIZARD, 'active_benefits');
export const ClientContactsStep = stepOf(ONBOARDING_WIZARD, 'client_contacts');
export const UploadBillStep = stepOf(ONBOARDING_WIZARD, 'client_bills');

/** One step on its own, as the wizard would show it. */
export function renderStep(step: OnboardingStep, detail: Partial<OnboardingDetail> = {}, last = false) {
  const props = {
    step,
    title: 'Step',
    detail: { ...DETAIL, ...detail },
    draftValues: undefined,
    onDraft: vi.fn(),
    onSaved: vi.fn(async () => {}),
    onDetail: vi.fn(),
    navigation: { submitLabel: last ? 'Submit' : 'Save and Proceed' },
  } satisfies StepFormProps;
  const view = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StepForm {...props} />
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...view, props };
}

export const sentNames = (body: URLSearchParams | FormData) => [...body.keys()];
