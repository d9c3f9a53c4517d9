import { useLocation } from 'wouter';
import type { Identity } from '@/api/identity';
import { paths } from '@/config/paths';
import { toastSuccess } from '@/components/toast';
import { signIn } from '@/session/login';

/**
 * Logs in and opens what the session is for: the onboarding wizard (with the server's
 * message, spec section 4) or My Account.
 */
export function useSignIn() {
  const [, navigate] = useLocation();
  return async (identity: Identity, applicationCode: string | null): Promise<void> => {
    const answer = await signIn({ ...identity, application_code: applicationCode });
    const code = answer.data.application_code;
    if (answer.data.process_type === 'onboarding' && code) {
      navigate(paths.onboarding.href(code), { replace: true });
      if (answer.message) toastSuccess(answer.message);
    } else {
      navigate(paths.myAccount.href(), { replace: true });
    }
  };
}
