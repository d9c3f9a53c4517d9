import * as guardPaths from './guard-paths';

/**
 * Every route of the app in one place: `path` is the pattern the router matches, `href()`
 * builds a link. Nothing else in the app writes a route as a string (the ones the route guard
 * names are in guard-paths.ts, and here through it).
 */
const enc = encodeURIComponent;

export interface ProgramSelectionQuery {
  stateId: string | number;
  programIds?: readonly (string | number)[];
  isAwareChecked?: boolean;
}

function intakeQuery({ stateId, programIds = [], isAwareChecked = false }: ProgramSelectionQuery): string {
  const query = new URLSearchParams({ state_id: String(stateId) });
  if (programIds.length > 0) query.set('program_ids', programIds.join(','));
  query.set('is_aware_checked', isAwareChecked ? '1' : '0');
  return query.toString();
}

export const paths = {
  ...guardPaths,
  stateSelection: {
    path: '/client/intake/new/state-selection',
    href: (stateId?: string | number) =>
      stateId === undefined
        ? '/client/intake/new/state-selection'
        : `/client/intake/new/state-selection?state_id=${enc(stateId)}`,
  },
  programSelection: {
    path: '/client/intake/new/program-selection',
    href: (query: ProgramSelectionQuery) => `/client/intake/new/program-selection?${intakeQuery(query)}`,
  },
  intakeNew: {
    path: '/client/intake/new',
    href: (query: ProgramSelectionQuery) => `/client/intake/new?${intakeQuery(query)}`,
  },
  intakeResume: {
    path: '/client/intake/resume/:id',
    href: (id: string | number) => `/client/intake/resume/${enc(id)}`,
  },
  resumeVerification: {
    path: '/client/intake/resume-verification',
    href: () => '/client/intake/resume-verification',
  },
  intakeStatus: {
    path: '/client/intake/status/:status',
    href: (status: string) => `/client/intake/status/${enc(status)}`,
  },
} as const;

/** Toasts sit top-center inside the client portal (spec section 9). */
export function isClientPortalPath(pathname: string): boolean {
  if (pathname === paths.onboardingSuccess.path) return false;
  return pathname === paths.myAccount.path || pathname.startsWith('/client/onboarding/') || pathname.startsWith('/auth/');
}

/**
 * What the identity and resume screens hand to the resume and status screens in navigation
 * state (never in the URL): the SSN (digits) and birth date (YYYY-MM-DD) the person gave.
 */
export interface IdentityNavigationState {
  ssn: string;
  dob: string;
}

export function identityFromHistory(state: unknown): IdentityNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const { ssn, dob } = state as Partial<IdentityNavigationState>;
  return typeof ssn === 'string' && /^\d{9}$/.test(ssn) && typeof dob === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(dob) ? { ssn, dob } : null;
}
