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
}

/** Turns a module's named export into what React.lazy expects. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

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
  // Must stay after /client/onboarding/success (when that route is listed): the first match wins.
  {
    path: paths.onboarding.path,
    layout: 'simple',
    page: lazyPage(() => import('@/features/onboarding/onboarding-page'), 'OnboardingPage'),
  },
];
