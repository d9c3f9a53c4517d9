import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { openBrowser, waitForApp } from '../e2e/support/browser';
import {
  aboutYou,
  address,
  benefits,
  emergencyContact,
  employment,
  housing,
  representativeMyself,
} from '../e2e/intake/intake-steps';
import { next, stepHeading } from '../e2e/support/fields';
import { IN_PROGRESS_APPLICANT, lookUp } from '../e2e/intake/look-up';
import { button, saveAndProceed, stepHeading as onboardingStep } from '../e2e/onboarding/steps';
import { kb, type Table } from './report';

export const WIZARD_STEP_1 = '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0';

/** The aims, for phones on slow connections: 150 KB on the public pages and sign-in, 200 KB on every task screen. */
export const PUBLIC_BUDGET_KB = 150;
export const TASK_BUDGET_KB = 200;

/** A demo person of the seeded database (architecture.md section 6), signed in through the API as the login screen does. */
interface DemoPerson {
  ssn: string;
  dateOfBirth: string;
  code?: string;
}
const CLIENT: DemoPerson = { ssn: '987654327', dateOfBirth: '1940-02-29' };
const ONBOARDING_PENDING: DemoPerson = { ssn: '987654323', dateOfBirth: '1960-11-30', code: 'ONB-4323' };
/** The person sent back for changes: every step of their onboarding is filled in already. */
const ONBOARDING_REJECTED: DemoPerson = { ssn: '987654325', dateOfBirth: '1952-09-09', code: 'ONB-4325' };
const APPLICANT = { ssn: '987654399', dob: '04041950', firstName: 'Ada', lastName: 'Bench' };
// Another applicant for the summary: an SSN can start one application only.
const SUMMARY_APPLICANT = { ...APPLICANT, ssn: '987654398', firstName: 'Ida' };

/**
 * One screen as a first visit reaches it: opened at `route` in a fresh browser (signed in as
 * `signedInAs` when given), then, for a screen reached through others (a later wizard step),
 * taken there as a person would. Every script fetched on the way counts.
 */
export interface FirstVisit {
  name: string;
  route: string;
  budgetKb: number;
  signedInAs?: DemoPerson;
  /** From the opened route to the screen measured, waiting for what the screen shows. */
  reach?: (page: Page) => Promise<void>;
}

const laterWizardSteps = (prefix: string): FirstVisit[] => [
  {
    name: `${prefix}wizard step 2 (About you)`,
    route: `${prefix}${WIZARD_STEP_1}`,
    budgetKb: TASK_BUDGET_KB,
    reach: async (page) => {
      await representativeMyself(page);
      await stepHeading(page, 'About you');
    },
  },
  {
    name: `${prefix}wizard step 3 (Address Details)`,
    route: `${prefix}${WIZARD_STEP_1}`,
    budgetKb: TASK_BUDGET_KB,
    reach: async (page) => {
      await representativeMyself(page);
      await aboutYou(page, APPLICANT);
      await stepHeading(page, 'Address Details');
    },
  },
  {
    // Every step's code has come by now, and the summary's own with it.
    name: `${prefix}wizard: Check your answers`,
    route: `${prefix}${WIZARD_STEP_1}`,
    budgetKb: TASK_BUDGET_KB,
    reach: async (page) => {
      await representativeMyself(page);
      await aboutYou(page, SUMMARY_APPLICANT);
      // A person applying for themselves has no Contact Details step.
      for (const step of [address, emergencyContact, benefits, employment, housing]) await step(page);
      await stepHeading(page, 'Referral Details');
      await next(page, 'Submit');
      await stepHeading(page, 'Check your answers');
    },
  },
];

const ONBOARDING_STEPS_AFTER_THE_FIRST = ['Identifiers', 'Medical Details', 'Active Benefits', 'Client Contacts', 'Upload bill'];

const inBothLanguages = (visit: FirstVisit): FirstVisit[] => [visit, { ...visit, name: `/es${visit.name}`, route: `/es${visit.route}` }];
const page = (route: string, budgetKb: number): FirstVisit => ({ name: route, route, budgetKb });

export const FIRST_VISITS: readonly FirstVisit[] = [
  ...['/', '/about-us', '/contact-us', '/client/intake', '/auth/login'].flatMap((route) => inBothLanguages(page(route, PUBLIC_BUDGET_KB))),
  // Sign-in from the link an onboarding person is sent, greeting them by name.
  ...inBothLanguages({ name: '/auth/login/:code', route: `/auth/login/${ONBOARDING_PENDING.code}`, budgetKb: PUBLIC_BUDGET_KB }),
  ...[
    '/client/intake/new/state-selection',
    '/client/intake/new/program-selection?state_id=1&is_aware_checked=0',
    '/client/intake/resume-verification',
    WIZARD_STEP_1,
    '/client/onboarding/success',
  ].flatMap((route) => inBothLanguages(page(route, TASK_BUDGET_KB))),
  // Only the English steps are taken: the Spanish wizard's labels are other words, and its code the same.
  ...laterWizardSteps(''),
  {
    // Where an application stands, as a person finds out: resume verification, then the look-up's answer.
    name: 'status page, after resume verification',
    route: '/client/intake/resume-verification',
    budgetKb: TASK_BUDGET_KB,
    reach: async (page) => {
      await lookUp(page, IN_PROGRESS_APPLICANT);
      await page.getByRole('heading', { level: 2, name: /^We've Got Your Request, / }).waitFor();
    },
  },
  ...inBothLanguages({ name: '/my-account', route: '/my-account', budgetKb: TASK_BUDGET_KB, signedInAs: CLIENT }),
  ...inBothLanguages({
    name: '/client/onboarding/:code',
    route: `/client/onboarding/${ONBOARDING_PENDING.code}`,
    budgetKb: TASK_BUDGET_KB,
    signedInAs: ONBOARDING_PENDING,
  }),
  {
    // Through every step, each shown with what is on file, to the summary: all of onboarding's code.
    name: 'onboarding: Check your answers',
    route: `/client/onboarding/${ONBOARDING_REJECTED.code}`,
    budgetKb: TASK_BUDGET_KB,
    signedInAs: ONBOARDING_REJECTED,
    reach: async (page) => {
      await onboardingStep(page, 'Profile photo').waitFor();
      for (const title of ONBOARDING_STEPS_AFTER_THE_FIRST) await saveAndProceed(page, title);
      await button(page, 'Submit').click();
      await onboardingStep(page, 'Check your answers').waitFor();
    },
  },
];

/** The session the sign-in screen leaves (the authToken cookie, userInfo in local storage), signed in through the API. */
export interface Session {
  cookies: { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Strict' }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

async function sessionOf(baseUrl: string, person: DemoPerson): Promise<Session> {
  const form = new URLSearchParams({ ssn: person.ssn, date_of_birth: person.dateOfBirth, 'g-recaptcha-response': 'local:login' });
  if (person.code) form.set('application_code', person.code);
  const response = await fetch(`${baseUrl}/api/v1/website/login`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Login failed (${response.status}): ${await response.text()}`);
  const { data } = (await response.json()) as {
    data: { token: string; process_type: string; client_id: number; application_code: string | null; ssn_number_partial: string | null; first_name: string; last_name: string };
  };
  const userInfo = {
    token: data.token,
    process_type: data.process_type,
    client_id: data.client_id,
    application_code: data.application_code,
    ssn: data.ssn_number_partial ?? '',
    name: `${data.first_name} ${data.last_name}`,
  };
  const origin = new URL(baseUrl);
  return {
    cookies: [{ name: 'authToken', value: data.token, domain: origin.hostname, path: '/', expires: Date.now() / 1000 + 24 * 60 * 60, httpOnly: false, secure: true, sameSite: 'Strict' }],
    origins: [{ origin: origin.origin, localStorage: [{ name: 'userInfo', value: JSON.stringify(userInfo) }] }],
  };
}

/** How long no request may be in flight for the network to count as quiet: Playwright's own measure for `networkidle`. */
const QUIET_MS = 500;

/**
 * Follows the page's requests; `quiet()` resolves once none has been in flight for QUIET_MS,
 * counted from its call. Playwright's `waitForLoadState('networkidle')` reports the document's
 * first quiet moment and stays reached, so after a step drawn in the page (no new document) it
 * would not wait for code the step fetches lazily as it shows (its selects, its date fields).
 */
function followRequests(page: Page): { quiet: () => Promise<void>; stop: () => void } {
  const inFlight = new Set<Request>();
  let timer: NodeJS.Timeout | undefined;
  let onQuiet = () => {};
  const wait = () => {
    clearTimeout(timer);
    if (inFlight.size === 0) timer = setTimeout(() => onQuiet(), QUIET_MS);
  };
  const started = (request: Request) => {
    inFlight.add(request);
    clearTimeout(timer);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    wait();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () =>
      new Promise<void>((resolve) => {
        onQuiet = resolve;
        wait();
      }),
    stop: () => {
      clearTimeout(timer);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

export interface ScriptSize {
  /** The script's file name (its address without the origin and folders). */
  file: string;
  gzipBytes: number;
}

/** Every script a first visit fetches (no service worker, empty cache) until the screen is reached and the network is quiet. */
export async function scriptsOfFirstVisit(baseUrl: string, visit: FirstVisit): Promise<ScriptSize[]> {
  const session = visit.signedInAs ? await sessionOf(baseUrl, visit.signedInAs) : undefined;
  // A benchmark's browser has a profile of its own on disk, which takes no storage state: the session is put in place by hand.
  const browser = await openBrowser('mobile', { serviceWorkers: 'block' });
  try {
    await enterSession(browser.context, session);
    const scripts: Promise<ScriptSize>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => ({ file: new URL(response.url()).pathname.replace(/.*\//, ''), gzipBytes: gzipSync(body, { level: 9 }).length })));
      }
    };
    browser.page.on('response', onResponse);
    const requests = followRequests(browser.page);
    try {
      await browser.page.goto(`${baseUrl}${visit.route}`);
      // The app starts after the first paint: a quiet network before that says nothing, so the screen must be ready first.
      await waitForApp(browser.page);
      if (visit.reach) await visit.reach(browser.page);
      await requests.quiet();
    } finally {
      requests.stop();
      browser.page.off('response', onResponse);
    }
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

/** The session a first visit of `route` has (My Account's and onboarding's demo people), signed in through the API; none for the others. */
export async function sessionForRoute(baseUrl: string, route: string): Promise<Session | undefined> {
  const person = FIRST_VISITS.find((visit) => visit.route === route)?.signedInAs;
  return person ? await sessionOf(baseUrl, person) : undefined;
}

/** Puts a session in a fresh context, and dismisses the install prompt (a choice of the person's, not part of the screen). */
export async function enterSession(context: BrowserContext, session: Session | undefined): Promise<void> {
  if (session) await context.addCookies(session.cookies);
  await context.addInitScript((items) => {
    localStorage.setItem('installPromptDismissed', '1');
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, session?.origins[0]?.localStorage ?? []);
}

const total = (scripts: readonly ScriptSize[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

/** Whether a visit's scripts fit its budget (bytes, so the same on any machine). */
export const withinBudget = (visit: FirstVisit, scripts: readonly ScriptSize[]) => total(scripts) / 1024 <= visit.budgetKb;

/** The JavaScript a first visit of each screen loads (no service worker, empty cache), gzipped. */
export async function measureRouteJs(baseUrl: string, visits: readonly FirstVisit[] = FIRST_VISITS): Promise<Table> {
  const measured: VisitScripts[] = [];
  for (const visit of visits) measured.push({ visit, scripts: await scriptsOfFirstVisit(baseUrl, visit) });
  return routeJsTable(measured);
}

export interface VisitScripts {
  visit: FirstVisit;
  scripts: readonly ScriptSize[];
}

/** The table of first visits' scripts, one row a visit. */
export function routeJsTable(measured: readonly VisitScripts[]): Table {
  const rows = measured.map(({ visit, scripts }) => [
    `\`${visit.name}\``,
    scripts.length,
    kb(total(scripts)),
    `${visit.budgetKb} KB`,
    withinBudget(visit, scripts) ? 'met' : 'missed',
  ]);
  return {
    title: 'JavaScript loaded by a first visit (gzip)',
    note: 'Mobile Chromium, empty cache, service worker blocked; every script response until the screen is reached and the network is quiet, gzipped at level 9. My Account and onboarding signed in with a demo identity; a later wizard step, and each wizard\'s Check your answers, reached by filling the steps before it (onboarding\'s as the person sent back for changes, every step on file); the status page by the look-up on resume verification, its SSN and birth date typed.',
    columns: ['route', 'scripts', 'KB gzip', 'aim', 'aim met?'],
    rows,
    figures: ['KB gzip'],
  };
}
