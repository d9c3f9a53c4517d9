import type { CDPSession, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { SCREENS } from './browser';
import { closeToast } from './toasts';

/**
 * WCAG 1.4.10 (reflow) and 1.4.4 (resize text), lived. A person reads a screen 320 CSS px wide
 * (a 1280 px window zoomed to 400 %, or the narrowest phones), or on a 390 px phone with the
 * browser's text at 200 %: Chrome's Settings > Appearance > Font size, whose default size
 * (16 px) becomes 32 px, so every rem-based size doubles while the window stays 390 px.
 * Neither may make a screen scroll sideways, cut a text or put a control out of reach.
 */
export interface Reading {
  name: string;
  viewport: { width: number; height: number };
  /** The browser's default font size in px (the root's font size: the app sets none of its own). */
  fontSize: number;
}

export const READINGS: readonly Reading[] = [
  { name: '320 px', viewport: { width: 320, height: 640 }, fontSize: 16 },
  { name: '390 px with the text at 200 %', viewport: SCREENS.mobile, fontSize: 32 },
];

/**
 * Wider screens, where the layout changes at the theme's breakpoints: a tablet with the text at
 * 200 %, a small laptop (the desktop bar's narrowest width, the longest in Spanish) and a
 * desktop with the text at 200 %. Breakpoints that ignored the text size gave the last a bar
 * and three columns drawn a few letters a line.
 */
export const WIDE_READINGS: readonly Reading[] = [
  { name: '768 px with the text at 200 %', viewport: { width: 768, height: 1024 }, fontSize: 32 },
  { name: '1024 px', viewport: { width: 1024, height: 768 }, fontSize: 16 },
  { name: '1280 px with the text at 200 %', viewport: SCREENS.desktop, fontSize: 32 },
];

/** The phone at its default text: where the journeys fill their forms between two checks. */
export const PHONE: Reading = { name: '390 px', viewport: SCREENS.mobile, fontSize: 16 };

const devtools = new WeakMap<Page, CDPSession>();
const pending = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests in flight from now on, so that a check can wait until the texts a
 * screen fetches (lists in the new language) are drawn. Call before the page's first visit.
 */
export function trackRequests(page: Page): void {
  const inFlight = new Set<Request>();
  pending.set(page, inFlight);
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
}

/**
 * Sizes the window and sets the tab's default font size. Chromium keeps the font-size setting
 * in its WebPreferences (`webkit.webprefs.default_font_size` in a profile's Preferences); the
 * DevTools protocol's `Page.setFontSizes` sets the same preference for one tab, at once, so a
 * screen can be read at both sizes without leaving it. The root's computed font size proves it
 * took effect.
 */
export async function readAt(page: Page, reading: Reading): Promise<void> {
  let session = devtools.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    devtools.set(page, session);
  }
  await page.setViewportSize(reading.viewport);
  await session.send('Page.setFontSizes', { fontSizes: { standard: reading.fontSize } });
  // Waited for in the page, at each frame: the size applies within a frame or two, and a poll
  // from here waited for its next 50 ms turn (a reading took 55 ms on average, now 40, some
  // hundreds of times in the reflow tests).
  await page.waitForFunction((size) => getComputedStyle(document.documentElement).fontSize === size, `${reading.fontSize}px`, { polling: 'raf' });
}

export interface Layout {
  scrollWidth: number;
  viewportWidth: number;
  /** Controls reaching past the window's right edge (or before its left). */
  outside: string[];
  /** Texts drawn where no one can read them: past a clipping box, the window's sides or the page's top. */
  cut: string[];
  /** Elements whose animation or transition lasts longer than 0.01 ms. */
  moving: string[];
  /** Outlined fields whose outline leaves a gap in its top border for a label that sits above it. */
  notched: string[];
  /** Words drawn in pieces over several lines, squeezed beside something that should have moved below them. */
  broken: string[];
  /** With the browser's text made larger, texts that stayed the size they were (set in px, not rem). */
  unscaled: string[];
  /** Selects whose chosen line runs under their arrow: the space kept for it is smaller than the arrow. */
  underArrow: string[];
}

/** Measures the screen as drawn now, from the top of the page. */
export function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(async () => {
    // With reduced motion every change still takes a 0.01 ms transition (font sizes, a focused
    // skip link's transform too). A transform's transition runs on the compositor and reads as
    // not yet begun until the compositor has started it, which a busy machine may put off for
    // several frames: measure once every finite animation under the element says it has finished.
    const drawn = async (element: Element | Document = document) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const running = element instanceof Document ? element.getAnimations() : element.getAnimations({ subtree: true });
      const finite = running.filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    };
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await drawn();
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

    const controls = document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="combobox"], [tabindex="0"]');
    const outside = [...controls]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // A control whose parent clips it (visually hidden inputs of radios and checkboxes) is not what a person sees.
        if (getComputedStyle(element).opacity === '0') return false;
        return box.left < -1 || box.right > viewportWidth + 1;
      })
      .map(describe);

    // Read by screen readers and not drawn on purpose: a 1 px box, or clipped to nothing.
    const hiddenOnPurpose = (element: Element, style: CSSStyleDeclaration) => {
      const box = element.getBoundingClientRect();
      return style.clip !== 'auto' || box.width <= 4 || box.height <= 4;
    };
    // Moved by a transform along an axis: a toast waiting off the window to slide in (down from
    // above it, or from the side), or sliding out (past the body's clipped sides too), is not
    // laid out there. A busy machine reads it between its frames, even with the motion reduced
    // to nothing. Each axis apart: a toast centred by a sideways shift is still read for the top.
    const slid = (element: Element, axis: 'x' | 'y') => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const { transform } = getComputedStyle(box);
        if (transform === 'none') continue;
        const { m41, m42 } = new DOMMatrixReadOnly(transform);
        if ((axis === 'x' ? m41 : m42) !== 0) return true;
      }
      return false;
    };
    const cut: string[] = [];
    const broken: string[] = [];
    const unscaled: string[] = [];
    // The app's smallest text is 0.75rem. With the browser's text at 200 % (a root of 32 px), a
    // text under 0.7 of the root kept a size of its own: set in px, it stays small when a person
    // has asked for every text to be larger. A drawing's labels scale with the drawing.
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const tooSmall = (element: Element) => rootSize > 16 && !element.closest('svg') && parseFloat(getComputedStyle(element).fontSize) < 0.7 * rootSize;
    // The theme lets a word break anywhere rather than run past the window (an e-mail at 200 %).
    // A word that needs under 60 % of the window's width fits a line of any column a phone
    // draws, though: drawn in pieces, it was squeezed beside a label, a counter or a button that
    // should have gone below it. Words end at spaces and hyphens, where lines break anyway. A
    // title's words are short enough for any line: its size follows a narrow window (the theme).
    const brokenWords = (node: Node, text: string) => {
      const inTitle = Boolean(node.parentElement?.closest('h1, h2, h3, h4, h5, h6'));
      for (const word of text.matchAll(/[^\s-]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const pieces = [...range.getClientRects()].filter((piece) => piece.width > 0 && piece.height > 0);
        const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
        if (new Set(pieces.map((piece) => Math.round(piece.top))).size > 1 && (inTitle || width < 0.6 * viewportWidth)) {
          broken.push(`"${word[0]}" in ${describe(node.parentElement!)}`);
        }
      }
    };
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0 && line.height > 0);
      if (lines.length === 0) continue;
      let problem: string | null = null;
      let skipped = false;
      // Past a box that scrolls up and down, a text is reached by scrolling it (a list of years).
      let scrolledTo = false;
      for (let box: Element | null = parent; box && box !== document.documentElement && !problem; box = box.parentElement) {
        const style = getComputedStyle(box);
        // Drawn fully transparent: the copy of a label that sizes an outline's notch.
        if (style.opacity === '0') {
          skipped = true;
          break;
        }
        // A box that scrolls sideways is a screen that scrolls sideways.
        const clipsSides = style.overflowX !== 'visible';
        const clipsEnds = !scrolledTo && (style.overflowY === 'hidden' || style.overflowY === 'clip');
        if (!clipsSides && !clipsEnds) continue;
        if (hiddenOnPurpose(box, style)) {
          skipped = true;
          break;
        }
        // The spec clamps a program's description to 4 lines, with 'Learn More' beside it.
        if (style.webkitLineClamp !== 'none') {
          skipped = true;
          break;
        }
        const outer = box.getBoundingClientRect();
        const inner = { left: outer.left + box.clientLeft, top: outer.top + box.clientTop, right: outer.left + box.clientLeft + box.clientWidth, bottom: outer.top + box.clientTop + box.clientHeight };
        for (const line of lines) {
          if (clipsSides && (line.left < inner.left - 1 || line.right > inner.right + 1) && !slid(parent, 'x')) problem = `runs past the sides of ${describe(box)}`;
          else if (clipsEnds && (line.top < inner.top - 1 || line.bottom > inner.bottom + 1)) problem = `runs past the top or bottom of ${describe(box)}`;
        }
        if (style.overflowY === 'auto' || style.overflowY === 'scroll') scrolledTo = true;
      }
      if (skipped) continue;
      brokenWords(node, node.textContent ?? '');
      if (tooSmall(parent)) unscaled.push(`"${text.slice(0, 50)}" at ${getComputedStyle(parent).fontSize} in ${describe(parent)}`);
      for (const line of lines) {
        if (problem) break;
        if ((line.left < -1 || line.right > viewportWidth + 1) && !slid(parent, 'x')) problem = "runs past the window's side";
        else if (!scrolledTo && line.top + window.scrollY < -1 && !slid(parent, 'y')) problem = 'sits above the top of the page';
      }
      if (!problem) continue;
      // Above the page's top, a control that comes into view when it has the focus (a skip link) may wait.
      const control = parent.closest<HTMLElement>('a[href], button');
      if (problem.startsWith('sits above') && control) {
        control.focus();
        await drawn(control);
        const shown = [...range.getClientRects()].every((part) => part.top >= -1);
        control.blur();
        if (shown) continue;
      }
      cut.push(`"${text.slice(0, 50)}" ${problem}`);
    }

    const longest = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
    const moving = [...document.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const animated = style.animationName !== 'none' && longest(style.animationDuration) > 0.00001;
        const transitioned = style.transitionProperty !== 'none' && longest(style.transitionDuration) > 0.00001;
        return animated || transitioned;
      })
      .map(describe);
    // MUI draws a field's outline as a fieldset whose legend cuts the notch a floating label
    // sits in; the theme puts every label above its field, so no legend may take any width.
    const notched = [...document.querySelectorAll('fieldset[aria-hidden="true"] > legend')]
      .filter((legend) => legend.getBoundingClientRect().width > 1)
      .map((legend) => describe(legend.closest('.MuiFormControl-root') ?? legend));
    // A select keeps a space at its right for its arrow (padding in px); an arrow sized in rem
    // outgrows it at large text, and the chosen line runs under it.
    const underArrow = [...document.querySelectorAll('.MuiInputBase-root')]
      .filter((field) => {
        const line = field.querySelector('.MuiSelect-select, .MuiNativeSelect-select');
        const arrow = field.querySelector('.MuiSelect-icon, .MuiNativeSelect-icon');
        if (!line || !arrow || arrow.getBoundingClientRect().width === 0) return false;
        const style = getComputedStyle(line);
        const lineEnd = line.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        return lineEnd > arrow.getBoundingClientRect().left + 1;
      })
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, outside, cut, moving, notched, broken, unscaled, underArrow };
  });
}

/** Waits until no request of the page is in flight (a screen drawn in a new language fetches its lists). */
export async function quiet(page: Page): Promise<void> {
  const inFlight = pending.get(page);
  if (!inFlight) throw new Error('Call trackRequests(page) before the first visit');
  await expect.poll(() => inFlight.size).toBe(0);
}

/** The screen as it is now, at one reading: it fits the window, cuts no text, breaks no short word, grows its texts with the browser's, stays still and draws its fields' outlines whole. */
export async function expectReflows(page: Page, reading: Reading): Promise<void> {
  await readAt(page, reading);
  // Judged once it holds still: a toast that has just come in is still taking its place.
  let layout = await layoutOf(page);
  for (let look = 0; look < 10; look += 1) {
    const again = await layoutOf(page);
    if (JSON.stringify(again) === JSON.stringify(layout)) break;
    layout = again;
  }
  const where = `${new URL(page.url()).pathname} at ${reading.name}`;
  // Soft: one run names every screen and reading that fails, not only the first.
  expect.soft(layout.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(layout.viewportWidth);
  const list = (items: string[]) => items.map((item) => `\n  ${item}`).join('');
  expect.soft(layout.outside, `${where} has controls outside the window:${list(layout.outside)}`).toEqual([]);
  expect.soft(layout.cut, `${where} cuts text:${list(layout.cut)}`).toEqual([]);
  expect.soft(layout.moving, `${where} animates despite reduced motion:${list(layout.moving)}`).toEqual([]);
  expect.soft(layout.notched, `${where} leaves a gap in a field's outline:${list(layout.notched)}`).toEqual([]);
  expect.soft(layout.broken, `${where} breaks words that would fit on a line:${list(layout.broken)}`).toEqual([]);
  expect.soft(layout.unscaled, `${where} keeps texts small when the browser's text is larger:${list(layout.unscaled)}`).toEqual([]);
  expect.soft(layout.underArrow, `${where} draws a select's chosen line under its arrow:${list(layout.underArrow)}`).toEqual([]);
}

/** The screen as it is now, at every reading; then back to the phone at its default text. */
export async function expectReflowsAtEveryReading(page: Page): Promise<void> {
  await quiet(page);
  for (const reading of READINGS) await expectReflows(page, reading);
  await readAt(page, PHONE);
}

/**
 * The screen now in English and, through the language switch (which keeps the screen and what
 * is typed, and moves to its /es/ address), in Spanish, at every reading; then in English again.
 */
export async function expectReflowsInBothLanguages(page: Page): Promise<void> {
  await expectReflowsAtEveryReading(page);
  await closeToast(page);
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
  expect(new URL(page.url()).pathname).toMatch(/^\/es\//);
  await expectReflowsAtEveryReading(page);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
  await quiet(page);
}
