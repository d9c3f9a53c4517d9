import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { clientSession } from '../e2e/portal/portal';
import { openBrowser } from '../e2e/support/browser';
import { waitForWorker } from '../e2e/support/worker';
import { median, type Table } from './report';

const RUNS = 5;
/** How much longer than the home page a screen may take to what the person came for. */
const MOST_RATIO = 1.25;
const HOME = '/';
const WIZARD = '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0';
const ACCOUNT = '/my-account';
/** Each language at its own addresses: a person who reads Spanish has the app at /es/. */
const LANGUAGES = [
  { language: 'en', prefix: '' },
  { language: 'es', prefix: '/es' },
] as const;

/**
 * DevTools' slow 4G as Lighthouse's mobile preset applies it (562.5 ms latency, 1474.56 kbit/s
 * down, 675 kbit/s up) and its 4x CPU slowdown; or no connection at all. Playwright's
 * `setOffline` (which the service worker's own requests follow) sets the page's conditions
 * through a DevTools session of its own, which does not combine with this one: the two must say
 * the same, or the page keeps the network, or reads `navigator.onLine` from one and meets the
 * network of the other.
 */
async function throttle(cdp: CDPSession, offline: boolean): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

type Target = 'home' | 'balance' | 'first field' | 'app ready';

/**
 * Milliseconds from the start of the navigation until what the person came for is on screen,
 * taken in the page at every animation frame: the home page's heading; My Account's balance
 * card (the section its title names, so the real card, not its skeleton); the wizard's
 * first field, ready to take an answer (no longer in the disabled fieldset of the first state).
 * 'app ready' is no one's aim but the floor under the last two: the app has started and adopted
 * the page (`<html data-app-ready>`), which any screen drawn or enabled by the app waits for.
 */
async function timeTo(page: Page, path: string, target: Target, baseUrl: string, navigate = true): Promise<number> {
  if (navigate) await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    (what) => {
      if (what === 'app ready') return document.documentElement.dataset.appReady === 'true' ? performance.now() : false;
      const found =
        what === 'home'
          ? document.querySelector('h1')
          : what === 'balance'
            ? document.querySelector('section[aria-labelledby^="balance-"] h2')
            : document.querySelector('form input[type="radio"]:enabled');
      // No named helper in here: the bench's loader (tsx) would name it with a function the page lacks.
      return found && found.getClientRects().length > 0 ? performance.now() : false;
    },
    target,
    { polling: 'raf', timeout: 60_000 },
  ).catch(async (error: unknown) => {
    // Say where the page was, so that a run that fails says why.
    const headings = await page.locator('h1, h2').allTextContents().catch(() => []);
    throw new Error(`Waited 60 s for the ${target} at ${page.url()} (headings: ${headings.join(' | ')})`, { cause: error });
  });
  return (await shown.jsonValue()) as number;
}

interface Measured {
  label: string;
  times: number[];
  /** The home page's times in the same install and runs, which this row is compared with. */
  home: number[];
  /** A figure with no aim of its own (the app's start on the home page). */
  floor?: boolean;
}

type Row = [label: string, path: string, target: Target, offline: boolean];

/**
 * A new tab for the next visit, the last one closed, as the icon opens an app that is not
 * running: a renderer with none of the app's code compiled yet. A visit in the same tab would
 * reuse the last page's renderer, whose engine keeps what it compiled (the app starts about
 * twice as fast there), which no one opening the app from its icon has.
 */
async function openFromIcon(context: BrowserContext, last: Page, offline: boolean): Promise<Page> {
  await context.setOffline(offline);
  const page = await context.newPage();
  await last.close();
  await throttle(await context.newCDPSession(page), offline);
  return page;
}

/**
 * One installed app (the service worker in control, having seen each screen once) on a phone
 * with slow 4G and a 4x slower CPU: the home page and then each row, RUNS times in turn.
 */
async function measureInstall(baseUrl: string, rows: Row[], signedIn: boolean, homePath: string): Promise<Measured[]> {
  const browser = await openBrowser('mobile');
  const measured: Measured[] = [{ label: '', times: [], home: [] }, ...rows.map(([label]) => ({ label, times: [], home: [] }))];
  const started: number[] = [];
  try {
    const { context } = browser;
    let { page } = browser;
    const session = signedIn ? await clientSession(baseUrl) : null;
    if (typeof session === 'string') throw new Error('The client session is a file');
    // The benchmarks' browser has a profile on disk, which takes no storage state: the session is put in by hand.
    if (session) await context.addCookies(session.cookies);
    await page.goto(`${baseUrl}${homePath}`);
    const stored = session?.origins[0]?.localStorage ?? [];
    const putBack = (items: typeof stored) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    };
    await page.evaluate(putBack, stored);
    await page.evaluate(() => {
      localStorage.setItem('installPromptDismissed', '1');
      localStorage.setItem('offlineReadyShown', '1');
    });
    await waitForWorker(page);
    // Each screen once, as a person who uses the app has: the balance is then kept on the device.
    for (const [, path, target] of rows) await timeTo(page, path, target, baseUrl);
    const all: Row[] = [['', homePath, 'home', false], ...rows];
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, [, path, target, offline]] of all.entries()) {
        // A signed-in client never sees the home page (the route guard takes them to My
        // Account before it paints): the baseline is the same page signed out, on the same
        // install, the session's user info taken away for that visit and put back after it.
        // Not the token cookie: user info without it is a session that ended while the app
        // was closed, whose data the app removes from the device (src/session/ended-session.ts).
        if (target === 'home' && session) {
          await page.evaluate((items) => {
            for (const { name } of items) localStorage.removeItem(name);
          }, stored);
        }
        page = await openFromIcon(context, page, offline);
        measured[index]!.times.push(await timeTo(page, path, target, baseUrl));
        // A row that says offline must have been: the app draws from the device only then.
        if ((await page.evaluate(() => navigator.onLine)) === offline) throw new Error(`The visit of ${path} was ${offline ? 'online' : 'offline'}, not as its row says`);
        // The same visit of the home page, on until the app has started.
        if (target === 'home') started.push(await timeTo(page, path, 'app ready', baseUrl, false));
        if (target === 'home' && session) await page.evaluate(putBack, stored);
      }
    }
  } finally {
    await browser.close();
  }
  const home = measured[0]!.times;
  return [...measured, { label: '', times: started, home, floor: true }].map((row) => ({ ...row, home }));
}

/**
 * From the app icon, in two installs as two people have them: the client's, signed in (a
 * signed-in client is taken from the intake to My Account, so the wizard is not theirs), and an
 * applicant's, signed out; each in English and in Spanish. Each screen is compared with its own
 * install's home page in its language, opened in turn with it in the same runs.
 */
export async function measureFromIcon(baseUrl: string): Promise<Table> {
  const rows: (string | number)[][] = [];
  for (const { language, prefix } of LANGUAGES) {
    const home = `${prefix}${HOME}`;
    const [clientHome, ...client] = await measureInstall(
      baseUrl,
      [
        ['My Account, the balance card (online)', `${prefix}${ACCOUNT}`, 'balance', false],
        ['My Account, the balance card (offline)', `${prefix}${ACCOUNT}`, 'balance', true],
        // The icon opens the home page (the manifest's start_url), which a signed-in client
        // leaves for My Account: the same card, reached as the icon reaches it.
        ['My Account, the balance card, opened at the home page (online)', home, 'balance', false],
      ],
      true,
      home,
    );
    const clientStarted = client.pop()!;
    const [applicantHome, ...applicant] = await measureInstall(baseUrl, [['the wizard, its first field', `${prefix}${WIZARD}`, 'first field', false]], false, home);
    const applicantStarted = applicant.pop()!;
    const measured: Measured[] = [
      { ...clientHome!, label: 'home page, its heading (the client)' },
      { ...clientStarted, label: 'home page, the app started (the client)' },
      ...client,
      { ...applicantHome!, label: 'home page, its heading (an applicant)' },
      { ...applicantStarted, label: 'home page, the app started (an applicant)' },
      ...applicant,
    ];
    for (const { label, times, home: homeTimes, floor } of measured) {
      const ratio = median(times) / median(homeTimes);
      const noAim = times === homeTimes || floor === true;
      rows.push([label, language, RUNS, median(times).toFixed(0), ratio.toFixed(2), Math.min(...times).toFixed(0), Math.max(...times).toFixed(0), noAim ? '—' : ratio <= MOST_RATIO ? 'met' : 'missed']);
    }
  }
  return {
    title: 'From the app icon',
    note: `Mobile Chromium (390x844), installed (the service worker in control), slow 4G (562.5 ms, 1474.56 kbit/s down) and 4x CPU slowdown; two installs: the client's, signed in, and an applicant's, signed out, each in English and in Spanish (its addresses under /es/); ${RUNS} runs each, in turn with the install's home page in the same language (the client's signed out, the session's user info taken away for that visit: signed in, the route guard takes the client from the home page to My Account before it paints); each visit in a new tab, the last closed, as the icon opens an app that is not running (a renderer with none of the app's code compiled; the same tab's renderer would keep it); ms from navigation start until what the person came for is on screen, as the page measures it. Aim: at most ${MOST_RATIO} times the same install's home page in the same runs. "The app started": the same visits of the home page, until the app has adopted the page (no aim: the floor under any screen the app draws or enables, which the balance card and the wizard's field are).`,
    columns: ['screen', 'language', 'runs', 'median ms', 'ratio to home', 'min', 'max', 'aim met?'],
    key: 2,
    rows,
    figures: ['median ms'],
  };
}
