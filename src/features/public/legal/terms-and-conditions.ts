import { brand } from '@/config/brand';
import { AUTH_TOKEN_DAYS } from '@/contract/session';
import type { LegalSection } from './legal-page';

const name = brand.appName;

export const TERMS_INTRO = `These terms apply when you use the ${name} website and app. By using them you agree to these terms. Please read them; they are short.`;

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Our services',
    body: [
      `${name} is a non-profit provider of Representative Payee, Federal Fiduciary and Money Management services in Maryland, Virginia and Ohio. Sending an application does not by itself make you a client: every application is reviewed and is either approved or rejected, and we tell you the result by email.`,
    ],
  },
  {
    title: 'The information you give',
    body: [
      'Please give true and complete information. If you apply for someone else, as a relative or a case manager, you must have their permission or the authority to act for them.',
    ],
  },
  {
    title: 'Signing in',
    body: [
      `You confirm who you are with your Social Security Number and birth date. Keep them private. You stay signed in for up to ${AUTH_TOKEN_DAYS} days on the device you used; log out when you are done, especially on a shared device.`,
    ],
  },
  {
    title: 'Using the app without a connection',
    body: [
      'Parts of the app open without a connection, and application steps you save while offline are sent when the connection returns. A step is only received by us once the app says it was sent; until then it stays on your device.',
    ],
  },
  {
    title: 'Fair use',
    body: [
      [
        'Do not try to reach information that is not yours.',
        'Do not use automated tools to send forms; forms are protected by a bot check.',
        'Do not disrupt the website or the app, or use them for anything unlawful.',
      ],
    ],
  },
  {
    title: 'The information on this website',
    body: [
      'The pages describe our services in general. They are not legal or financial advice for your situation; for that, contact your local office.',
    ],
  },
  {
    title: 'Changes to these terms',
    body: ['We may update these terms when our services or the law change. The version on this page is the one that applies.'],
  },
  {
    title: 'Contact',
    body: ['Questions about these terms? Contact your local office; the details are at the bottom of every page.'],
  },
];
