import type { LoginStatus } from './identity-outcome';

export type LoginStatusAction = 'Update Form Now' | 'Check Account Details';

export interface LoginStatusText {
  title: string;
  subtitle: string;
  action?: LoginStatusAction;
}

const withName = (text: string, name: string | null, end: string) => (name ? `${text}, ${name}${end}` : `${text}${end}`);

/** Spec section 4, 'Login-side status screens (onboarding)', in plain words. */
export function loginStatusText(status: LoginStatus, firstName: string | null): LoginStatusText {
  switch (status) {
    case 'in-progress':
      return {
        title: withName('We have received your request', firstName, '!'),
        subtitle: 'Our team is working on it and will update you by e-mail.',
      };
    case 'rejected':
      return {
        title: withName('Your application needs some updates', firstName, '.'),
        subtitle: 'Please fix the suggested items and submit your application again.',
        action: 'Update Form Now',
      };
    case 'approved':
      return {
        title: withName('Congratulations', firstName, '! Your application has been approved.'),
        subtitle: 'You can now manage your account details and profile.',
        action: 'Check Account Details',
      };
  }
}
