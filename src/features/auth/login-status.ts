import type { Translator } from '@/contract/translate';
import type { LoginStatus } from './identity-outcome';
import { loginStatusMessages } from './messages';

export interface LoginStatusText {
  title: string;
  subtitle: string;
  /** Rejected: 'Update Form Now'; approved: 'Check Account Details'. */
  action?: string;
}

/** Spec section 4, 'Login-side status screens (onboarding)', in plain words, in the language of `t`. */
export function loginStatusText(status: LoginStatus, firstName: string | null, t: Translator): LoginStatusText {
  const words = loginStatusMessages[status];
  return {
    title: firstName ? t(words.title, { name: firstName }) : t(words.titleNoName),
    subtitle: t(words.subtitle),
    action: 'action' in words ? t(words.action) : undefined,
  };
}
