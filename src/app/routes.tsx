import type { ComponentProps } from 'react';
import { paths } from '@/config/paths';
import { lazyPage, type LazyPage } from '@/components/lazy-page';
import type { Area } from '@/i18n/areas';
import { loadArea } from '@/i18n/i18n';
import type * as PublicFrameModule from './layouts/public-frame';

/**
 * The route table: every screen of the app, its path (from config/paths) and its layout.
 * Screens are lazy so that a first visit loads only the code of the route it opens.
 */
export type LayoutName = 'public' | 'simple' | 'bare';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  page: LazyPage;
  /** Routes of one group share a screen: moving between them keeps its state (intake new -> resume). */
  group?: string;
  /**
   * The address whose first screen is built into HTML at build time (build/prerender-entry.tsx). Only
   * for screens that show the same public content to everyone before any request returns. A
   * pattern (the route's path, `/client/onboarding/:applicationCode`) builds one page for every
   * address it matches (src/contract/page-patterns.ts).
   */
  prerender?: string;
  /** The screen keeps what is saved offline on the device and sends it later (the offline banner says so). */
  queuesOffline?: boolean;
}

/**
 * The public layout with its navigation and footer: code that only the public pages show, so it
 * comes with a public page's screen (publicScreen) rather than with every page.
 */
export const PublicFrame = lazyPage<typeof PublicFrameModule, ComponentProps<typeof PublicFrameModule.PublicFrame>>(() => import('./layouts/public-frame'), 'PublicFrame');

/** A screen's code and its area's texts (src/i18n/areas.ts), fetched together: the screen draws once both are in. */
function screen<M extends Record<string, unknown>>(area: Area, load: () => Promise<M>, name: keyof M): LazyPage {
  return lazyPage(async () => (await Promise.all([load(), loadArea(area)]))[0], name);
}

/** A public page's screen, fetched with the public frame, so that neither waits for the other (hydration included). */
function publicScreen<M extends Record<string, unknown>>(area: Area, load: () => Promise<M>, name: keyof M): LazyPage {
  return lazyPage(async () => (await Promise.all([load(), loadArea(area), PublicFrame.preload()]))[0], name);
}

const intakeWizardPage = screen('intake', () => import('@/features/intake/wizard/intake-wizard-page'), 'IntakeWizardPage');
const loginPage = screen('auth', () => import('@/features/auth/login-page'), 'LoginPage');
/** paths.login.path's optional code, as a route of its own: a pattern is built as one page (src/contract/page-patterns.ts). */
const LOGIN_WITH_CODE = `${paths.login.href()}/:id`;

export const routes: readonly AppRoute[] = [
  {
    path: paths.home.path,
    prerender: paths.home.href(),
    layout: 'public',
    page: publicScreen('home', () => import('@/features/public/home/home-page'), 'HomePage'),
  },
  {
    path: paths.aboutUs.path,
    prerender: paths.aboutUs.href(),
    layout: 'public',
    page: publicScreen('about', () => import('@/features/public/about-us/about-us-page'), 'AboutUsPage'),
  },
  {
    path: paths.contactUs.path,
    prerender: paths.contactUs.href(),
    layout: 'public',
    page: publicScreen('contact', () => import('@/features/public/contact-us/contact-us-page'), 'ContactUsPage'),
  },
  {
    path: paths.terms.path,
    prerender: paths.terms.href(),
    layout: 'public',
    page: publicScreen('legal', () => import('@/features/public/legal/legal-pages'), 'TermsPage'),
  },
  {
    path: paths.privacy.path,
    prerender: paths.privacy.href(),
    layout: 'public',
    page: publicScreen('legal', () => import('@/features/public/legal/legal-pages'), 'PrivacyPage'),
  },
  {
    path: paths.intake.path,
    prerender: paths.intake.href(),
    layout: 'simple',
    page: screen('intake', () => import('@/features/intake/entry/landing-page'), 'IntakeLandingPage'),
  },
  {
    path: paths.stateSelection.path,
    prerender: paths.stateSelection.href(),
    layout: 'simple',
    page: screen('intake', () => import('@/features/intake/entry/state-selection-page'), 'StateSelectionPage'),
  },
  {
    path: paths.programSelection.path,
    prerender: paths.programSelection.path,
    layout: 'simple',
    page: screen('intake', () => import('@/features/intake/entry/program-selection-page'), 'ProgramSelectionPage'),
  },
  {
    path: paths.intakeNew.path,
    prerender: paths.intakeNew.path,
    layout: 'simple',
    group: 'intake-wizard',
    queuesOffline: true,
    page: intakeWizardPage,
  },
  {
    path: paths.intakeResume.path,
    prerender: paths.intakeResume.path,
    layout: 'simple',
    group: 'intake-wizard',
    queuesOffline: true,
    page: intakeWizardPage,
  },
  {
    path: paths.resumeVerification.path,
    prerender: paths.resumeVerification.path,
    layout: 'simple',
    page: screen('intake', () => import('@/features/intake/resume/resume-verification-page'), 'ResumeVerificationPage'),
  },
  {
    path: paths.intakeStatus.path,
    prerender: paths.intakeStatus.path,
    layout: 'simple',
    page: screen('intake', () => import('@/features/intake/status/status-page'), 'IntakeStatusPage'),
  },
  {
    path: paths.onboardingSuccess.path,
    prerender: paths.onboardingSuccess.path,
    layout: 'simple',
    page: screen('intake', () => import('@/features/intake/status/success-page'), 'SuccessPage'),
  },
  {
    path: paths.login.href(),
    prerender: paths.login.href(),
    layout: 'simple',
    group: 'login',
    page: loginPage,
  },
  // With an application code (the link an onboarding person is sent), greeting them by name: its
  // first state, the greeting's name a skeleton, is the same for every code: one page, built for the pattern.
  {
    path: LOGIN_WITH_CODE,
    prerender: LOGIN_WITH_CODE,
    layout: 'simple',
    group: 'login',
    page: loginPage,
  },
  {
    path: paths.myAccount.path,
    prerender: paths.myAccount.path,
    layout: 'simple',
    page: screen('account', () => import('@/features/account/my-account-page'), 'MyAccountPage'),
  },
  // After /client/onboarding/success: the first match wins, and 'success' is no application code.
  // Its first state is the same for every code: one page, built for the pattern.
  {
    path: paths.onboarding.path,
    prerender: paths.onboarding.path,
    layout: 'simple',
    page: screen('onboarding', () => import('@/features/onboarding/onboarding-page'), 'OnboardingPage'),
  },
];


/** The route whose first screen was prerendered at this address (or for this pattern), if any. */
export function prerenderedRoute(address: string): AppRoute | undefined {
  return routes.find((route) => route.prerender === address);
}
