import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Field, Form, useForm } from 'react-final-form';
import { enquiryTypes, sendEnquiry } from '@/features/public/api/enquiry';
import { ApiError } from '@/api/errors';
import { choicesOf, useOptions } from '@/api/dropdowns';
import { brand } from '@/config/brand';
import { MAX_LENGTH } from '@/contract/limits';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormTextField } from '@/components/form/form-text-field';
import { PhoneField } from '@/components/form/phone-field';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { NativeSelectField } from '@/components/form/native-select-field';
import { SsnField } from '@/components/form/ssn-field';
import { SubmitButton } from '@/components/form/submit-button';
import { submitErrorsFrom } from '@/components/form/submit-errors';
import { useChecksInLanguage } from '@/components/form/use-checks-in-language';
import { toastSuccess } from '@/components/toast';
import { useHydrated } from '@/components/use-hydrated';
import { useT } from '@/i18n/i18n';
import { contactMessages } from './contact-messages';
import { keepEnquiry, keptEnquiry } from './enquiry-draft';
import { EnquiryStatus } from './enquiry-status';
import { toEnquiryRequest, validateEnquiry, type EnquiryValues } from './enquiry-values';

/** The SSN, asked only of clients; unticking the box forgets what was typed. */
function ClientSsn() {
  const form = useForm<EnquiryValues>();
  useEffect(() => () => form.change('ssn', undefined), [form]);
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <SsnField name="ssn" masked />
    </Box>
  );
}

/**
 * Gives back the enquiry this tab kept (a reload, a look at another page) once the form can be
 * typed into, then keeps each change (enquiry-draft.ts); a sent enquiry's reset empties it.
 */
function KeptEnquiry() {
  const form = useForm<EnquiryValues>();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return undefined;
    const kept = keptEnquiry();
    if (kept) form.batch(() => Object.entries(kept).forEach(([name, value]) => form.change(name as keyof EnquiryValues, value)));
    return form.subscribe(({ values }) => keepEnquiry(values), { values: true });
  }, [form, hydrated]);
  return null;
}

/**
 * Spec sections 3, 4, 5 and 8: idle, then submitting (button disabled, spinner), then success
 * (form reset, the server's message shown) or failure (errors under the fields, the message
 * as an error toast).
 */
export function EnquiryForm() {
  const t = useT();
  const checks = useChecksInLanguage(validateEnquiry);
  const types = useOptions(enquiryTypes);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (values: EnquiryValues): Promise<SubmissionErrors> => {
    setSent(null);
    try {
      const message = (await sendEnquiry(toEnquiryRequest(values))) ?? t(contactMessages.sent);
      toastSuccess(message);
      setSent(message);
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The API client has told the message in a toast; the fields show theirs.
      return error.isValidation ? submitErrorsFrom(error) : { [FORM_ERROR]: error.message };
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>, handleSubmit: () => unknown, form: FormApi<EnquiryValues>) => {
    event.preventDefault();
    await handleSubmit();
    const state = form.getState();
    if (state.submitSucceeded) form.restart();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return (
    <Form<EnquiryValues> onSubmit={onSubmit} validate={checks} subscription={{ submitting: true }}>
      {({ handleSubmit, form, submitting }) => (
        <Box
          component="form"
          ref={formRef}
          noValidate
          aria-label={t(contactMessages.form)}
          onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event, handleSubmit, form)}
        >
          <KeptEnquiry />
          <ReadyFieldset sx={(theme) => ({ display: 'grid', gap: 2.5, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } })}>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <CheckboxField name="is_client" label={t(contactMessages.isClient, { brand: brand.name })} />
            </Box>
            <Field name="is_client" subscription={{ value: true }}>
              {({ input }) => (input.value ? <ClientSsn /> : null)}
            </Field>
            <FormTextField name="first_name" label={t(contactMessages.firstName)} required autoComplete="given-name" maxLength={MAX_LENGTH.personName} />
            <FormTextField name="last_name" label={t(contactMessages.lastName)} required autoComplete="family-name" maxLength={MAX_LENGTH.personName} />
            <FormTextField name="email" label={t(contactMessages.email)} type="email" required autoComplete="email" maxLength={MAX_LENGTH.email} />
            <PhoneField name="phone_number" label={t(contactMessages.phone)} />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <NativeSelectField
                name="enquiry_type_id"
                label={t(contactMessages.enquiryType)}
                required
                options={choicesOf(types)}
                hint={types.error ? t(contactMessages.typesFailed) : undefined}
              />
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                name="description"
                label={t(contactMessages.description)}
                multiline
                minRows={4}
                maxLength={MAX_LENGTH.enquiryDescription}
                showCount
              />
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
              <SubmitButton busy={submitting} sx={{ minWidth: 175 }}>
                {t(contactMessages.submit)}
              </SubmitButton>
              <EnquiryStatus submitting={Boolean(submitting)} sent={sent} />
            </Box>
          </ReadyFieldset>
        </Box>
      )}
    </Form>
  );
}
