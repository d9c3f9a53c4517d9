import { useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useLocation } from 'wouter';
import { lookUpProcess, type Identity, type StatusRecord } from '@/api/identity';
import { paths, type IdentityNavigationState } from '@/config/paths';
import { identityOutcome, type LoginStatus } from './identity-outcome';
import { identityFrom, type IdentityValues } from './identity-values';
import { loginFailure, type LoginNotice } from './login-failure';
import { useSignIn } from './use-sign-in';

/** What the full-page status screen needs: the record to show and the identity to log in with. */
export interface StatusScreenState {
  status: LoginStatus;
  record: StatusRecord;
  identity: Identity;
}

/**
 * The identity screen's submit (spec section 4, architecture.md section 8): look the person up,
 * then send them to their intake (with SSN and birth date in navigation state), log them
 * in, or show their onboarding status.
 */
export function useIdentitySubmit(applicationCode: string | null, showStatus: (screen: StatusScreenState) => void) {
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const [notice, setNotice] = useState<LoginNotice | null>(null);

  const submit = async (values: IdentityValues): Promise<SubmissionErrors | undefined> => {
    setNotice(null);
    const identity = identityFrom(values);
    try {
      const { data: record } = await lookUpProcess(identity);
      const outcome = identityOutcome(record);
      const state: IdentityNavigationState = { ssn: identity.ssn, dob: identity.date_of_birth };
      if (outcome.kind === 'intake-status') {
        navigate(paths.intakeStatus.href(outcome.status), { state });
      } else if (outcome.kind === 'intake-resume') {
        navigate(paths.intakeResume.href(outcome.id), { state });
      } else if (outcome.kind === 'status-screen') {
        showStatus({ status: outcome.status, record, identity });
      } else {
        await signIn(identity, applicationCode ?? record.application_code);
      }
      return undefined;
    } catch (error) {
      const failure = loginFailure(error);
      setNotice(failure.notice);
      return failure.submitErrors;
    }
  };

  return { submit, notice };
}
