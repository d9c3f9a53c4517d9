import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@/config/paths';

/**
 * The route table: every screen of the app, its path (from config/paths) and its layout.
 * Screens are lazy so that a first visit loads only the code of the route it opens.
 */
export type LayoutName = 'public' | 'simple' | 'bare';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  page: LazyExoticComponent<ComponentType>;
  /** Routes of one group share a screen: moving between them keeps its state (intake new -> resume). */
  group?: string;
}

/** Turns a module's named export into what React.lazy expects. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const intakeWizardPage = lazyPage(() => import('@/features/intake/wizard/intake-wizard-page'), 'IntakeWizardPage');

export const routes: readonly AppRoute[] = [
  {
    path: paths.home.path,
    layout: 'public',
    page: lazyPage(() => import('@/features/public/home/home-page'), 'HomePage'),
  },
  {
    path: paths.aboutUs.path,
    layout: 'public',
    page: lazyPage(() => import('@/features/public/about-us/about-us-page'), 'AboutUsPage'),
  },
  {
    path: paths.contactUs.path,
    layout: 'public',
    page: lazyPage(() => import('@/features/public/contact-us/contact-us-page'), 'ContactUsPage'),
  },
  {
    path: paths.terms.path,
    layout: 'public',
    page: lazyPage(() => import('@/features/public/legal/legal-pages'), 'TermsPage'),
  },
  {
    path: paths.privacy.path,
    layout: 'public',
    page: lazyPage(() => import('@/features/public/legal/legal-pages'), 'PrivacyPage'),
  },
  {
    path: paths.intake.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/intake/entry/landing-page'), 'IntakeLandingPage'),
  },
  {
    path: paths.stateSelection.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/intake/entry/state-selection-page'), 'StateSelectionPage'),
  },
  {
    path: paths.programSelection.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/intake/entry/program-selection-page'), 'ProgramSelectionPage'),
  },
  {
    path: paths.intakeNew.path,
    layout: 'simple',
    group: 'intake-wizard',
    page: intakeWizardPage,
  },
  {
    path: paths.intakeResume.path,
    layout: 'simple',
    group: 'intake-wizard',
    page: intakeWizardPage,
  },
  {
    path: paths.resumeVerification.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/intake/resume/resume-verification-page'), 'ResumeVerificationPage'),
  },
  {
    path: paths.intakeStatus.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/intake/status/status-page'), 'IntakeStatusPage'),
  },
  {
    path: paths.onboardingSuccess.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/intake/status/success-page'), 'SuccessPage'),
  },
  {
    path: paths.login.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/auth/login-page'), 'LoginPage'),
  },
  {
    path: paths.myAccount.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/account/my-account-page'), 'MyAccountPage'),
  },
  // After /client/onboarding/success: the first match wins, and 'success' is no application code.
  {
    path: paths.onboarding.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/onboarding/onboarding-page'), 'OnboardingPage'),
  },
];

