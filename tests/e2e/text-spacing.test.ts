import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { clientSession } from './portal/portal';
import { visit, type Visit } from './public/visit';
import { stepHeading } from './support/fields';
import { es } from './support/spanish';
import { layoutOf, readAt, READINGS } from './support/reflow';

const baseUrl = inject('baseUrl');
const NARROW = READINGS.find((reading) => reading.viewport.width === 320)!;
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/**
 * WCAG 1.4.12's spacing, as a reader's style sheet or a browser extension for dyslexia sets it:
 * lines 1.5 apart, letters 0.12 and words 0.16 of the text's size apart, paragraphs 2 apart.
 * `!important` overrides the page's own, as such a style sheet does.
 */
const READER_SPACING = `
  *, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** The screen at 320 CSS px with the reader's spacing: nothing scrolls sideways, is cut or out of reach. */
async function expectReadableSpaced(page: Page): Promise<void> {
  await readAt(page, NARROW);
  await page.addStyleTag({ content: READER_SPACING });
  const layout = await layoutOf(page);
  const where = new URL(page.url()).pathname;
  expect.soft(layout.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(layout.viewportWidth);
  expect.soft(layout.outside, `${where} has controls outside the window`).toEqual([]);
  expect.soft(layout.cut, `${where} cuts text`).toEqual([]);
}

/**
 * Texts more widely spaced take more room: a box sized for the app's own spacing (a button, a
 * field, a card's heading) must grow with them rather than cut them, on the narrowest screen.
 */
describe("with a reader's text spacing (WCAG 1.4.12) on a 320 px screen, no text is lost", () => {
  it('the home page and sign-in, in English and Spanish', async () => {
    for (const path of ['/', '/es/', '/auth/login', '/es/auth/login']) {
      current = await visit(baseUrl, 'mobile', path);
      await expectReadableSpaced(current.page);
      expect(current.problems).toEqual([]);
      await current.close();
      current = null;
    }
  });

  it("state selection with its error, and the wizard's first step with its error summary", async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new/state-selection');
    await current.page.getByRole('button', { name: 'Continue' }).click();
    await current.page.getByRole('alert').first().waitFor();
    await expectReadableSpaced(current.page);
    await current.close();

    current = await visit(baseUrl, 'mobile', '/es/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0');
    const { page } = current;
    await stepHeading(page, es('intake.step.representative'));
    await page.getByRole('button', { name: es('intake.wizard.save_and_proceed'), exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    await expectReadableSpaced(page);
    expect(current.problems).toEqual([]);
  });

  it('My Account, signed in', async () => {
    current = await visit(baseUrl, 'mobile', '/es/my-account', { storageState: await clientSession(baseUrl) });
    await current.page.getByRole('combobox', { name: es('account.program') }).waitFor();
    await expectReadableSpaced(current.page);
    expect(current.problems).toEqual([]);
  });
});
