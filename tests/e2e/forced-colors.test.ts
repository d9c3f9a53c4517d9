import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { representativeMyself } from './intake/intake-steps';
import { clientSession } from './portal/portal';
import { visit, type Visit } from './public/visit';
import { apiCall } from './support/api-calls';
import { dateEntry, dateField, openList, stepHeading } from './support/fields';
import { tabTo } from './support/keyboard';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/** What a forced-colours mode leaves of an element's outline, border, colours and icon. */
const looks = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
      border: style.borderTopStyle === 'none' ? 'none' : `${style.borderTopStyle} ${style.borderTopWidth}`,
      color: style.color,
      background: style.backgroundColor,
    };
  });

/** A system colour as the browser resolves it on this page now (the person's own, in a forced-colours mode). */
const systemColour = (page: Page, keyword: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.cssText = `forced-color-adjust: none; background-color: ${name}`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, keyword);

/** The ButtonBase a radio is drawn in: its hidden input has the focus, the circle around it shows it. */
const radioCircle = (radio: Locator) => radio.locator('xpath=..');

/**
 * Windows' contrast themes force the page's colours: every background and shadow is drawn in the
 * person's few colours or not at all. What MUI shows only with them (the keyboard focus, a filled
 * button, the step's progress, an alert's box, what is chosen in a list or a calendar, a select's
 * arrow) is given back by src/forced-colors.css; outside that mode the page is as it was.
 */
describe('in a forced-colours mode (a Windows contrast theme), what MUI draws with colour alone still shows', () => {
  it('state selection: the focused radio and the focused Continue have a ring, and Continue its edge', async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new/state-selection');
    const { page } = current;
    const maryland = page.getByRole('radio', { name: 'Maryland' });
    const next = page.getByRole('button', { name: 'Continue' });
    await maryland.waitFor();
    // Outside the mode, MUI's own looks: a ripple for focus, a filled button with no edge.
    await tabTo(page, maryland);
    expect((await looks(radioCircle(maryland))).outline).toBe('none');
    expect((await looks(next)).border).toBe('none');

    await page.emulateMedia({ forcedColors: 'active' });
    expect((await looks(radioCircle(maryland))).outline).toBe('solid 2px');
    expect((await looks(next)).border).toBe('solid 1px');
    expect((await looks(next)).outline).toBe('none');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Continue');
    expect((await looks(next)).outline).toBe('solid 2px');
    expect((await looks(radioCircle(maryland))).outline).toBe('none');
    expect(current.problems).toEqual([]);
  });

  it("the wizard: the step's progress and the error summary keep their edges, and a multiple select shows what is chosen", async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0');
    const { page } = current;
    await page.emulateMedia({ forcedColors: 'active' });
    await stepHeading(page, 'Representative');
    expect((await looks(page.getByRole('progressbar'))).outline).toBe('solid 1px');
    await page.getByRole('button', { name: 'Save and proceed' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following:' });
    expect((await looks(summary)).border).toBe('solid 1px');

    await page.emulateMedia({ forcedColors: 'none' });
    await representativeMyself(page);
    await stepHeading(page, 'About you');
    const race = await page.getByRole('combobox', { name: /^Race/ }).elementHandle();
    await race!.click();
    const list = await openList(page, race!);
    const asian = list.getByRole('option', { name: 'Asian', exact: true });
    await asian.click();
    await expect.poll(() => asian.getAttribute('aria-selected')).toBe('true');
    const tinted = await looks(asian);
    await page.emulateMedia({ forcedColors: 'active' });
    const chosen = await looks(asian);
    expect(chosen).not.toEqual(tinted);
    expect(chosen.background).toBe(await systemColour(page, 'Highlight'));
    expect(chosen.color).toBe(await systemColour(page, 'HighlightText'));
    // The others are in the page's own colours.
    const other = await looks(list.getByRole('option', { name: 'White', exact: true }));
    expect(other.background).not.toBe(chosen.background);
    expect(current.problems).toEqual([]);
  });

  it("My Account: the program select's arrow is drawn in the select's own text colour, and the closed end date in grey", async () => {
    current = await visit(baseUrl, 'mobile', '/my-account', { storageState: await clientSession(baseUrl) });
    const { page } = current;
    const program = page.getByRole('combobox', { name: 'Program' });
    await program.waitFor();
    const arrow = program.locator('xpath=following-sibling::*[local-name()="svg"][1]');
    await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active' });
    const select = await looks(program);
    expect((await looks(arrow)).color).toBe(select.color);
    expect(select.color).toBe(await systemColour(page, 'CanvasText'));

    // The end date waits for a start date: greyed as MUI greys it outside the mode, where the
    // start date is not. Its stand-in first, then MUI X's field once a date field is used.
    const statement = page.getByRole('region', { name: 'Account Statement' });
    await statement.getByText('Select date and your program for account statement details').waitFor();
    const grey = await systemColour(page, 'GrayText');
    const closed = async () => {
      const label = statement.locator('label').filter({ hasText: 'End Date' });
      const edge = statement.locator('.Mui-disabled > fieldset');
      // MUI's label eases into a new colour; while it does, the mode draws it in plain text colour.
      await label.evaluate((element) => Promise.all(element.getAnimations().map((easing) => easing.finished)));
      return [(await looks(label)).color, (await edge.evaluate((element) => getComputedStyle(element).borderTopColor))];
    };
    expect(await closed()).toEqual([grey, grey]);
    expect((await looks(statement.locator('label').filter({ hasText: 'Start Date' }))).color).toBe(select.color);
    await dateEntry(statement, 'Start Date').click();
    await dateField(statement, 'End Date').waitFor();
    expect(await closed()).toEqual([grey, grey]);
    expect(current.problems).toEqual([]);
  });

  it('My Account: the balance card and the statement show where their content will be while the programs are on their way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    current = await visit(baseUrl, 'mobile', '/my-account', {
      storageState: await clientSession(baseUrl),
      prepare: (context) =>
        context.route(apiCall('/website/client/programs'), async (route) => {
          await held;
          await route.continue();
        }),
    });
    const { page } = current;
    const skeletons = page.locator('.MuiSkeleton-root');
    await skeletons.first().waitFor();
    const edges = () => skeletons.evaluateAll((all) => all.map((skeleton) => `${getComputedStyle(skeleton).outlineStyle} ${getComputedStyle(skeleton).outlineColor}`));
    // Outside the mode a skeleton is its tint alone; in it, the tint is gone and a grey dashed edge shows its place.
    expect(new Set(await edges())).toEqual(new Set([expect.stringMatching(/^none /)]));
    await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active' });
    const grey = await systemColour(page, 'GrayText');
    const shown = await edges();
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(new Set(shown)).toEqual(new Set([`dashed ${grey}`]));

    release();
    await page.getByRole('region', { name: 'Account Statement' }).getByText('Select date and your program for account statement details').waitFor();
    expect(current.problems).toEqual([]);
  });
});
