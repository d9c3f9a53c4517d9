import * as paths from '@/config/guard-paths';
import { localeOfPath, pathIn, withoutLocale } from '@/contract/locale-paths';
import type { SessionKind } from '@/session/session-read';

/**
 * Spec section 2, 'Route guard by session', as one pure function: given where the person is
 * going and who they are, allow it or name where to go instead.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const within = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Public pages, the intake screens (with the success page they end on) and the login screens. */
export function isSignedOutPath(path: string): boolean {
  const publicPages = [paths.home, paths.aboutUs, paths.contactUs, paths.terms, paths.privacy];
  return (
    publicPages.some((page) => page.path === path) ||
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

export function guardRoute(pathname: string, session: SessionKind | null): GuardDecision {
  const path = normalisePath(pathname);
  if (session) return signedInDecision(path, session);
  if (isSignedOutPath(path)) return allow;
  // The app's 'My Account' shortcut and a session that ended: the way in, not the home page
  // (a departure from the spec's '/', docs/decisions.md 'The way in').
  return redirect(path === paths.myAccount.path ? paths.login.href() : paths.home.href());
}

/** The guard for a signed-in session: each kind of session keeps to its own screen. */
function signedInDecision(path: string, session: SessionKind): GuardDecision {
  if (session.process_type === 'onboarding') {
    const own = session.application_code;
    const code = onboardingCodeOf(path);
    if (!own) return allow;
    if (code === own) return allow;
    return redirect(paths.onboarding.href(own));
  }

  return path === paths.myAccount.path ? allow : redirect(paths.myAccount.href());
}

/**
 * Where the guard sends a signed-in session from this address (the language's prefix
 * included), in the same language, or null when it may stay: what the head script
 * (src/app/head-script.ts) asks before the page paints. A signed-out visit is left to the
 * app's guard (a guarded screen's sign-in or the home page come after the app has started).
 */
export function signedInAddress(pathname: string, session: SessionKind): string | null {
  const decision = signedInDecision(normalisePath(withoutLocale(pathname)), session);
  return decision.kind === 'redirect' ? pathIn(localeOfPath(pathname), decision.to) : null;
}
