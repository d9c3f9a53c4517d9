import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openWizard, PENDING } from './onboarding/sign-in';
import { identify, openAccount, openLogin, PEOPLE } from './portal/portal';
import { visit } from './public/visit';
import { expectNoA11yViolations } from './support/a11y';
import { apiCall } from './support/api-calls';
import type { Browser } from './support/browser';
import { screenSettled } from './support/settle';

const baseUrl = inject('baseUrl');
let current: Browser | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/** src/config/offices.ts: the help line's links, as a screen reader names them and where they dial. */
const MARYLAND = { name: 'Call the Maryland office, (410) 555-0101', href: 'tel:+14105550101' };
const VIRGINIA = { name: 'Call the Virginia office, (804) 555-0111', href: 'tel:+18045550111' };
const OHIO = { name: 'Call the Ohio office, (614) 555-0121', href: 'tel:+16145550121' };
const ALL = [MARYLAND, VIRGINIA, OHIO];

/**
 * Links inside a sentence may stay text-sized (WCAG 2.5.8's inline exception). None of the
 * screens below has one today: the prompt links on lines of their own are full targets.
 */
const INLINE_LINKS: readonly string[] = [];

/** The tel: links of the help line a person can see (on a phone: the strip under the task). */
async function visibleHelpLinks(page: Page) {
  await page.locator('[data-help-line] a[href^="tel:"]:visible').first().waitFor();
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('[data-help-line] a[href^="tel:"]')]
      // Drawn, and not an office whose place the line keeps hidden.
      .filter((link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility !== 'hidden')
      .map((link) => ({ name: link.getAttribute('aria-label'), href: link.getAttribute('href') })),
  );
}

/** Every interactive element on show whose target is smaller than 44 x 44 CSS px. */
function smallTargets(page: Page, inline: readonly string[]) {
  return page.evaluate((exempt) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=link]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=combobox]',
      '[role=menuitem]',
      '[role=option]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // MUI's native select input and the like: hidden from people, never the target.
      if (element.closest('[aria-hidden="true"]') || element.getAttribute('tabindex') === '-1') continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      if (element.tagName === 'A' && exempt.includes(name)) continue;
      // A checkbox or radio is hit through its ripple span (the input itself is drawn over it); a
      // part of a date (MUI X's Month, Day, Year) through the whole field, whose every tap puts
      // the cursor in the nearest part.
      const target = element.matches('input[type=checkbox], input[type=radio]')
        ? (element.closest<HTMLElement>('.MuiButtonBase-root') ?? element)
        : element.matches('[role=spinbutton], .MuiPickersSectionList-root')
          ? (element.closest<HTMLElement>('.MuiPickersInputBase-root') ?? element)
          : element;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || target.getClientRects().length === 0) continue;
      const box = target.getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5) found.push(`${element.tagName.toLowerCase()} "${name.slice(0, 40)}": ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`);
    }
    return found;
  }, inline);
}

/** Every helper or error text under a field whose font is smaller than 14 px. */
function smallHints(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.MuiFormHelperText-root')]
      .filter((hint) => hint.getClientRects().length > 0 && parseFloat(getComputedStyle(hint).fontSize) < 14)
      .map((hint) => `"${hint.textContent?.trim()}": ${getComputedStyle(hint).fontSize}`),
  );
}

async function countHints(page: Page): Promise<number> {
  return page.locator('.MuiFormHelperText-root:visible').count();
}

/** The help line for these offices, targets of at least 44 px and hints of at least 14 px, on the screen as it is now. */
async function expectHelpAndTargets(page: Page, offices: typeof ALL) {
  expect(await visibleHelpLinks(page)).toEqual(offices);
  // On a phone the help line stays below the task: the header is the logo alone.
  expect(await page.locator('header [data-help-line]').isVisible()).toBe(false);
  expect(await smallTargets(page, INLINE_LINKS)).toEqual([]);
  expect(await smallHints(page)).toEqual([]);
}

describe('help at every step and targets a finger can hit, on a phone (390 x 844)', () => {
  it('the intake landing page offers all three offices', async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake');
    await screenSettled(current.page);
    await expectHelpAndTargets(current.page, ALL);
    await expectNoA11yViolations(current.page);
  });

  it('the state selection offers all three offices until a state is chosen, then that state office; its error is 14 px or more', async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new/state-selection');
    const { page } = current;
    await page.getByRole('radio', { name: 'Virginia' }).waitFor();
    await expectHelpAndTargets(page, ALL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a state' }).waitFor();
    expect(await countHints(page)).toBeGreaterThan(0);
    await expectHelpAndTargets(page, ALL);
    await page.getByRole('radio', { name: 'Virginia' }).check();
    await expect.poll(() => visibleHelpLinks(page)).toEqual([VIRGINIA]);
    await expectNoA11yViolations(page);
  });

  it('the wizard step 1 for state_id=1 (Maryland in the branches list) offers the Maryland office, with its errors shown too', async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0');
    const { page } = current;
    await page.getByRole('radio', { name: 'Yourself' }).waitFor();
    await expect.poll(() => visibleHelpLinks(page)).toEqual([MARYLAND]);
    await expectHelpAndTargets(page, [MARYLAND]);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Save and proceed', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the following:' }).waitFor();
    await expectHelpAndTargets(page, [MARYLAND]);
  });

  it("spaces the error summary's links evenly, whether their words take one line or two", async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0');
    const { page } = current;
    await page.getByRole('radio', { name: 'Yourself' }).check();
    await page.getByRole('textbox', { name: 'Your Primary Phone' }).fill('4105550150');
    await page.getByRole('textbox', { name: 'Your Primary Email' }).fill('applicant@example.org');
    await page.getByRole('button', { name: 'Save and proceed', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
    // In Spanish, where some of the messages take two lines on a phone.
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Guardar y continuar', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Corrija lo siguiente:' });
    await summary.waitFor();
    // Each link's words as drawn (their lines' top and bottom), and the link's own height.
    const links = await summary.getByRole('link').evaluateAll((elements) =>
      elements.map((link) => {
        const words = document.createRange();
        words.selectNodeContents(link);
        const lines = [...words.getClientRects()];
        return {
          top: Math.min(...lines.map((line) => line.top)),
          bottom: Math.max(...lines.map((line) => line.bottom)),
          lines: new Set(lines.map((line) => Math.round(line.top))).size,
          height: link.getBoundingClientRect().height,
        };
      }),
    );
    // Both kinds are there: a short message on one line, a long one on two.
    expect(new Set(links.map((link) => link.lines))).toEqual(new Set([1, 2]));
    for (const link of links) expect(link.height).toBeGreaterThanOrEqual(44);
    const gaps = links.slice(1).map((link, index) => Math.round(link.top - links[index]!.bottom));
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });

  it('keeps its room as it narrows to the state office, so the end of the page stays under the finger', async () => {
    // The branches list names the office; held back, it comes while the person is at the page's end.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    current = await visit(baseUrl, 'mobile', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0', {
      prepare: (context) =>
        context.route(apiCall('/dropdown/branches'), async (route) => {
          await held;
          await route.continue();
        }),
    });
    const { page } = current;
    await page.locator('input[type=radio]:enabled').first().waitFor();
    expect(await visibleHelpLinks(page)).toEqual(ALL);
    const back = page.getByRole('button', { name: 'Back' });
    const backTop = () => back.evaluate((button) => Math.round(button.getBoundingClientRect().top));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const before = await backTop();
    release();
    await expect.poll(() => visibleHelpLinks(page)).toEqual([MARYLAND]);
    expect(await backTop()).toBe(before);
    await expectHelpAndTargets(page, [MARYLAND]);
    await expectNoA11yViolations(page);
  });

  it('the resume verification offers all three offices, and its errors are 14 px or more', async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/resume-verification');
    const { page } = current;
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await countHints(page)).toBeGreaterThanOrEqual(2);
    await expectHelpAndTargets(page, ALL);
    await expectNoA11yViolations(page);
  });

  it('the sign-in screen offers all three offices', async () => {
    current = await openLogin(baseUrl, 'mobile');
    const { page } = current;
    await screenSettled(page);
    await expectHelpAndTargets(page, ALL);
    await expectNoA11yViolations(page);
  });

  it('My Account offers all three offices (it does not know the state), and its date hints are 14 px or more', async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    await page.getByRole('button', { name: 'Show balance' }).waitFor();
    // The statement form, whose date hints these are, is drawn after the balance card.
    await page.getByRole('form', { name: 'Account statement dates' }).waitFor();
    expect(await countHints(page)).toBeGreaterThan(0);
    await expectHelpAndTargets(page, ALL);
    await expectNoA11yViolations(page);
  });

  it('the onboarding wizard step 1 offers all three offices', async () => {
    current = await openWizard(baseUrl, PENDING, 'mobile');
    const { page } = current;
    await page.getByRole('button', { name: /Save and Proceed/ }).waitFor();
    await screenSettled(page);
    await expectHelpAndTargets(page, ALL);
    await expectNoA11yViolations(page);
  });

  it('signing in with the application code lands on screens with the help line too', async () => {
    current = await openLogin(baseUrl, 'mobile', PEOPLE.onboardingPending.code);
    const { page } = current;
    await page.getByRole('heading', { level: 1, name: 'Hey Raymond,' }).waitFor();
    await expectHelpAndTargets(page, ALL);
    await identify(page, PEOPLE.onboardingPending);
    await page.waitForURL(`**/client/onboarding/${PEOPLE.onboardingPending.code}`);
    await page.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
    await expectHelpAndTargets(page, ALL);
  });
});

describe('the help line on a wide screen (1280 x 800)', () => {
  it('sits in the header, beside the logo, and the strip under the task is gone', async () => {
    current = await visit(baseUrl, 'desktop', '/client/intake/new/program-selection?state_id=2&is_aware_checked=0');
    const { page } = current;
    const link = page.locator('header [data-help-line] a[href^="tel:"]:visible');
    await expect.poll(() => link.evaluateAll((links) => links.map((item) => item.getAttribute('aria-label')))).toEqual([VIRGINIA.name]);
    expect(await link.isVisible()).toBe(true);
    expect(await page.locator('footer [data-help-line]').isVisible()).toBe(false);
    await expectNoA11yViolations(page);
  });
});
