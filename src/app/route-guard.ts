import { paths } from '@/config/paths';
import type { UserInfo } from '@/session/session-store';

/**
 * Spec section 2, 'Route guard by session', as one pure function: given where the person is
 * going and who they are, allow it or name where to go instead.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

const PUBLIC_PATHS: readonly string[] = [
  paths.home.path,
  paths.aboutUs.path,
  paths.contactUs.path,
  paths.terms.path,
  paths.privacy.path,
];

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const within = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Public pages, the intake screens (with the success page they end on) and the login screens. */
export function isSignedOutPath(path: string): boolean {
  return (
    PUBLIC_PATHS.includes(path) ||
    within(path, paths.intake.path) ||
    path === paths.onboardingSuccess.path ||
    within(path, paths.login.href())
  );
}

/** The application code in /client/onboarding/{code}, or null for any other path. */
export function onboardingCodeOf(path: string): string | null {
  const match = /^\/client\/onboarding\/([^/]+)$/.exec(path);
  if (!match || path === paths.onboardingSuccess.path) return null;
  return decodeURIComponent(match[1]!);
}

export function guardRoute(pathname: string, session: UserInfo | null): GuardDecision {
  const path = normalisePath(pathname);

  if (!session) {
    if (isSignedOutPath(path)) return allow;
    // The app's 'My Account' shortcut and a session that ended: the way in, not the home page
    // (a departure from the spec's '/', docs/decisions.md 'The way in').
    return redirect(path === paths.myAccount.path ? paths.login.href() : paths.home.href());
  }

  if (session.process_type === 'onboarding') {
    const own = session.application_code;
    const code = onboardingCodeOf(path);
    if (!own) return allow;
    if (code === own) return allow;
    return redirect(paths.onboarding.href(own));
  }

  return path === paths.myAccount.path ? allow : redirect(paths.myAccount.href());
}
