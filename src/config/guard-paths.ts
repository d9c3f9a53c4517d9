/**
 * The routes the route guard (src/app/route-guard.ts) names: the public pages, the intake's
 * start, sign-in, onboarding and My Account, one binding each. paths.ts holds them with every
 * other route; they are apart so that the head script (src/app/head-script.ts), which runs the
 * signed-in part of the guard before any page paints, carries the few it uses and nothing else.
 */
const enc = encodeURIComponent;

export const home = { path: '/', href: () => '/' } as const;
export const aboutUs = { path: '/about-us', href: () => '/about-us' } as const;
export const contactUs = { path: '/contact-us', href: () => '/contact-us' } as const;
export const terms = { path: '/terms-and-conditions', href: () => '/terms-and-conditions' } as const;
export const privacy = { path: '/privacy-policy', href: () => '/privacy-policy' } as const;

export const intake = { path: '/client/intake', href: () => '/client/intake' } as const;

export const onboardingSuccess = { path: '/client/onboarding/success', href: () => '/client/onboarding/success' } as const;
export const onboarding = {
  path: '/client/onboarding/:applicationCode',
  href: (applicationCode: string) => `/client/onboarding/${enc(applicationCode)}`,
} as const;

export const login = {
  path: '/auth/login/:id?',
  href: (applicationCode?: string | null) => (applicationCode ? `/auth/login/${enc(applicationCode)}` : '/auth/login'),
} as const;

export const myAccount = { path: '/my-account', href: () => '/my-account' } as const;
