import { useRef, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { Form } from 'react-final-form';
import { DateField } from '@/components/form/date-field';
import { FormNoticeAlert } from '@/components/form/form-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { SsnField } from '@/components/form/ssn-field';
import { useChecksInLanguage } from '@/components/form/use-checks-in-language';
import { focusFirstErrorSoon } from '@/components/wizard/focus-first-error';
import { useT } from '@/i18n/i18n';
import { validateIdentity, type IdentityValues } from './identity-values';
import { authMessages } from './messages';
import { useIdentitySubmit, type StatusScreenState } from './use-identity-submit';

export interface IdentityFormProps {
  applicationCode: string | null;
  onStatus: (screen: StatusScreenState) => void;
}

/** SSN (hidden, with show/hide), birth date and Submit; Enter submits from either field. */
export function IdentityForm({ applicationCode, onStatus }: IdentityFormProps) {
  const { submit, notice } = useIdentitySubmit(applicationCode, onStatus);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT();
  const checks = useChecksInLanguage(validateIdentity);

  const onSubmit = async (event: FormEvent<HTMLFormElement>, handleSubmit: () => Promise<unknown> | undefined) => {
    event.preventDefault();
    await handleSubmit();
    if (formRef.current) focusFirstErrorSoon(formRef.current);
  };

  return (
    <Form<IdentityValues> onSubmit={submit} validate={checks} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting }) => (
        <Box
          component="form"
          ref={formRef}
          noValidate
          aria-label={t(authMessages.form)}
          onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event, handleSubmit)}
        >
          <ReadyFieldset sx={{ display: 'grid', gap: 3 }}>
            {notice ? <FormNoticeAlert notice={notice} /> : null}
            <SsnField name="ssn" masked required autoComplete="on" />
            <DateField name="date_of_birth" label={t(authMessages.birthDate)} required disableFuture autoComplete="bday" />
            <SubmitButton busy={submitting} fullWidth sx={{ minHeight: 52, fontSize: '1.0625rem' }}>
              {t(authMessages.submit)}
            </SubmitButton>
          </ReadyFieldset>
        </Box>
      )}
    </Form>
  );
}
