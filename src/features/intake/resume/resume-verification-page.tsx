import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link as RouterLink, useLocation } from 'wouter';
import { ApiError } from '@/api/errors';
import { lookUpProcess } from '@/api/identity';
import { paths } from '@/config/paths';
import { DateField } from '@/components/form/date-field';
import { FormNoticeAlert, throttledNotice, type FormNotice } from '@/components/form/form-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { SsnField } from '@/components/form/ssn-field';
import { useChecksInLanguage } from '@/components/form/use-checks-in-language';
import { focusFirstErrorSoon } from '@/components/wizard/focus-first-error';
import { ssnForApi } from '@/lib/ssn';
import { useT } from '@/i18n/i18n';
import { IntakePage } from '../components/intake-page';
import { entryMessages, resumeMessages as m } from '../messages';
import { deviceApplicationOf } from '../wizard/intake-draft';
import { resumeDestination } from './resume-destination';
import { validateResume, type ResumeValues } from './resume-rules';

/** /client/intake/resume-verification: SSN and birth date find the application. */
export function ResumeVerificationPage() {
  const [, navigate] = useLocation();
  const t = useT();
  const checks = useChecksInLanguage(validateResume);
  // A throttling answer stays as a note until its wait is over; other refusals are the form's error.
  const [throttled, setThrottled] = useState<FormNotice | null>(null);

  const submit = async (values: ResumeValues) => {
    setThrottled(null);
    const identity = { ssn: ssnForApi(values.ssn), dob: values.dob ?? '' };
    // Known to be offline: the device answers at once, without a request bound to fail.
    const offlineKept = navigator.onLine ? null : await deviceApplicationOf(identity.ssn, identity.dob);
    if (offlineKept !== null) {
      navigate(paths.intakeResume.href(offlineKept), { state: identity });
      return undefined;
    }
    try {
      const { data } = await lookUpProcess({ ssn: identity.ssn, date_of_birth: identity.dob }, 'resume_lookup');
      navigate(resumeDestination(data), { state: identity });
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // No answer: an application this device keeps for them opens from the device alone.
      // (Offline, the bot-check's script cannot load either.)
      const unanswered = error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'captcha' && !navigator.onLine);
      const kept = unanswered ? await deviceApplicationOf(identity.ssn, identity.dob) : null;
      if (kept !== null) {
        navigate(paths.intakeResume.href(kept), { state: identity });
        return undefined;
      }
      focusFirstErrorSoon();
      if (error.status === 429) {
        setThrottled(throttledNotice(error));
        return undefined;
      }
      const { ssn, date_of_birth: dob } = error.fieldErrors;
      // Spec section 8: errors under ssn, dob, or the message.
      return ssn || dob ? { ssn, dob } : { [FORM_ERROR]: error.message };
    }
  };

  return (
    <IntakePage title={t(entryMessages.resume)} intro={t(m.intro)}>
      <Form<ResumeValues>
        onSubmit={submit}
        validate={checks}
        render={({ handleSubmit, submitting, submitError }) => (
          <form
            noValidate
            onSubmit={(event) => {
              void handleSubmit(event);
              focusFirstErrorSoon();
            }}
          >
            <ReadyFieldset>
              <Stack spacing={3}>
                {submitError ? (
                  <Alert severity="error" role="alert">
                    {submitError}
                  </Alert>
                ) : null}
                {throttled ? <FormNoticeAlert notice={throttled} /> : null}
                <SsnField name="ssn" required />
                <DateField name="dob" label={t(m.birthDate)} required disableFuture autoComplete="bday" />
                <SubmitButton busy={submitting} fullWidth>
                  {t(m.submit)}
                </SubmitButton>
              </Stack>
            </ReadyFieldset>
          </form>
        )}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t(entryMessages.newHere)}{' '}
        <Link component={RouterLink} href={paths.stateSelection.href()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {t(entryMessages.startNew)}
        </Link>
      </Typography>
    </IntakePage>
  );
}
