import { brand } from '@/config/brand';
import { AUTH_COOKIE_NAME, AUTH_TOKEN_DAYS, USER_INFO_STORAGE_KEY } from '@/contract/session';
import type { LegalSection } from './legal-page';

export const PRIVACY_INTRO = /*i18n*/ { id: 'privacy.intro', message: 'This policy explains what information {app} collects through this website and app, why, and what the app keeps on your own phone or computer. We wrote it in plain words. If anything is unclear, contact your local office.' };

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: /*i18n*/ { id: 'privacy.s1.title', message: 'What we collect' },
    body: [
      /*i18n*/ { id: 'privacy.s1.p1', message: 'We collect only what you choose to give us:' },
      [
        /*i18n*/ { id: 'privacy.s1.p2', message: 'When you send an enquiry: your name, email, phone number, the kind of enquiry, your message and, if you are already a client, your Social Security Number so we can find your account.' },
        /*i18n*/ { id: 'privacy.s1.p3', message: 'When you apply: the details the application asks for, such as your name, Social Security Number, birth date, addresses, contacts, benefits, employment and housing.' },
        /*i18n*/ { id: 'privacy.s1.p4', message: 'When you sign in: your Social Security Number and birth date, to confirm who you are.' },
        /*i18n*/ { id: 'privacy.s1.p5', message: 'When you complete onboarding: your photo, identifiers, medical details, benefits, contacts and bills.' },
      ],
    ],
  },
  {
    title: /*i18n*/ { id: 'privacy.s2.title', message: 'How we use it' },
    body: [
      /*i18n*/ { id: 'privacy.s2.p1', message: 'We use your information to answer your enquiry, to review your application, to provide the Representative Payee, Federal Fiduciary or Money Management service you applied for, and to keep the records the law requires. We share it only where providing the service requires it, for example with the Social Security Administration or the Department of Veterans Affairs. We do not sell your information.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'privacy.s3.title', message: 'What the app keeps on your device' },
    body: [
      /*i18n*/ { id: 'privacy.s3.p1', message: 'To work on slow or lost connections, the app keeps some things in your browser on this device:' },
      [
        /*i18n*/ { id: 'privacy.s3.p2', message: "Your application draft: while you fill in the application, your answers and any steps not yet sent are kept in the browser's storage (IndexedDB), so nothing is lost if the connection drops. They are removed when the application is submitted and sent, or when you choose 'Start over'." },
        /*i18n*/ { id: 'privacy.s3.p3', message: 'Your sign-in: when you sign in, a cookie named {cookie} keeps you signed in for up to {days} days, and your name, application code, client number, the kind of process you are in and the last digits of your Social Security Number are kept in the browser\'s local storage under {storageKey}. Both are removed when you log out.' },
        /*i18n*/ { id: 'privacy.s3.p4', message: "Offline copies: the app's service worker keeps copies of the app's code, the public pages and the dropdown lists (such as the list of states) so that the app opens without a connection. These copies hold no personal data." },
        /*i18n*/ {
          id: 'privacy.s3.balance',
          message:
            'Your last balance: when you look at your balance in My Account, the last balance of each program and when it was checked are kept on this device, encrypted, so that you can see them without a connection. They are removed when you log out or your session ends.',
        },
      ],
      /*i18n*/ { id: 'privacy.s3.p5', message: 'The app uses no advertising or tracking cookies.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'privacy.s4.title', message: 'How to clear what the app keeps' },
    body: [
      [
        /*i18n*/ { id: 'privacy.s4.p1', message: 'Log out: removes the sign-in cookie and your user information.' },
        /*i18n*/ { id: 'privacy.s4.p2', message: "Choose 'Start over' on the application: removes your application draft and any unsent steps from this device." },
        /*i18n*/ { id: 'privacy.s4.p3', message: "Use your browser's site-data settings (often called 'Clear site data' or 'Cookies and site data'): removes everything the app keeps on this device, including the offline copies." },
      ],
      /*i18n*/ { id: 'privacy.s4.p4', message: 'On a shared or public computer, always log out and clear the site data when you are done.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'privacy.s5.title', message: 'Keeping your information safe' },
    body: [
      /*i18n*/ { id: 'privacy.s5.p1', message: 'Your information travels to us over an encrypted connection. Your Social Security Number is hidden as you type it and only its last digits are shown afterwards. Forms are protected by a bot check; where the provider uses Google reCAPTCHA for it, Google receives information about your device and your use of the page, under Google’s own privacy policy.' },
    ],
  },
  {
    title: /*i18n*/ { id: 'privacy.s6.title', message: 'Your choices' },
    body: [
      /*i18n*/ { id: 'privacy.s6.p1', message: 'You can ask us what information we hold about you and ask us to correct it. Contact your local office by phone or email; the details are at the bottom of every page.' },
    ],
  },
];

/** What the policy's {placeholders} stand for. */
export const PRIVACY_VALUES = { app: brand.appName, cookie: AUTH_COOKIE_NAME, days: AUTH_TOKEN_DAYS, storageKey: USER_INFO_STORAGE_KEY };
