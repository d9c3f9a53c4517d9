import { brand } from '@/config/brand';
import { AUTH_TOKEN_DAYS } from '@/contract/session';
import type { LegalSection } from './legal-page';

export const TERMS_INTRO = /*i18n*/ { id: 'terms.intro', message: 'These terms apply when you use the {app} website and app. By using them you agree to these terms. Please read them; they are short.' };

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: /*i18n*/ { id: 'terms.s1.title', message: 'Our services' },
    body: [
      /*i18n*/ { id: 'terms.s1.p1', message: '{app} is a non-profit provider of Representative Payee, Federal Fiduciary and Money Management services in Maryland, Virginia and Ohio. Sending an application does not by itself make you a client: every application is reviewed and is either approved or rejected, and we tell you the result by email.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'terms.s2.title', message: 'The information you give' },
    body: [
      /*i18n*/ { id: 'terms.s2.p1', message: 'Please give true and complete information. If you apply for someone else, as a relative or a case manager, you must have their permission or the authority to act for them.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'terms.s3.title', message: 'Signing in' },
    body: [
      /*i18n*/ { id: 'terms.s3.p1', message: 'You confirm who you are with your Social Security Number and birth date. Keep them private. You stay signed in for up to {days} days on the device you used; log out when you are done, especially on a shared device.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'terms.s4.title', message: 'Using the app without a connection' },
    body: [
      /*i18n*/ { id: 'terms.s4.p1', message: 'Parts of the app open without a connection, and application steps you save while offline are sent when the connection returns. A step is only received by us once the app says it was sent; until then it stays on your device.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'terms.s5.title', message: 'Fair use' },
    body: [
      [
        /*i18n*/ { id: 'terms.s5.p1', message: 'Do not try to reach information that is not yours.' },
        /*i18n*/ { id: 'terms.s5.p2', message: 'Do not use automated tools to send forms; forms are protected by a bot check.' },
        /*i18n*/ { id: 'terms.s5.p3', message: 'Do not disrupt the website or the app, or use them for anything unlawful.' },
      ],
    ],
  },
  {
    title: /*i18n*/ { id: 'terms.s6.title', message: 'The information on this website' },
    body: [
      /*i18n*/ { id: 'terms.s6.p1', message: 'The pages describe our services in general. They are not legal or financial advice for your situation; for that, contact your local office.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'terms.s7.title', message: 'Changes to these terms' },
    body: [/*i18n*/ { id: 'terms.s7.p1', message: 'We may update these terms when our services or the law change. The version on this page is the one that applies.' }],
  },
  {
    title: /*i18n*/ { id: 'terms.s8.title', message: 'Contact' },
    body: [/*i18n*/ { id: 'terms.s8.p1', message: 'Questions about these terms? Contact your local office; the details are at the bottom of every page.' }],
  },
];

/** What the terms' {placeholders} stand for. */
export const TERMS_VALUES = { app: brand.appName, days: AUTH_TOKEN_DAYS };
