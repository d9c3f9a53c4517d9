import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForApp, type Browser } from './support/browser';
import { choose, dateField, dateValue, fill, stepHeading, typeDate } from './support/fields';
import { createApplication, resumeApplication, saveStepsToReferral } from './intake/seed';
import { apiCall } from './support/api-calls';
import { paste as pasteInto } from './support/clipboard';
import { READINGS, readAt } from './support/reflow';

/**
 * Corrections in the middle of an SSN, a phone number, an amount or a date, made with real keys:
 * the caret stays where the person edits, whatever the field inserts or removes around it.
 */

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

type Action = { press: string } | { type: string } | { paste: string } | { shows: string };
const press = (key: string): Action => ({ press: key });
const type = (text: string): Action => ({ type: text });
const paste = (text: string): Action => ({ paste: text });
const shows = (text: string): Action => ({ shows: text });

interface Edit {
  name: string;
  /** What the field shows first, with the caret as '|' or a selection in '[…]'. */
  start: string;
  then: Action[];
}

const SSN_EDITS: Edit[] = [
  {
    name: 'Backspace after the 2nd digit, then 7',
    start: '987-65-4321',
    then: [press('Home'), press('ArrowRight'), press('ArrowRight'), press('Backspace'), shows('976-54-321'), type('7'), shows('977-65-4321')],
  },
  { name: 'a digit typed in the middle', start: '987-|54-321', then: [type('6'), shows('987-65-4321')] },
  { name: 'Delete in the middle', start: '98|7-65-4321', then: [press('Delete'), shows('986-54-321'), type('7'), shows('987-65-4321')] },
  { name: 'Delete just before a separator', start: '987|-65-4321', then: [press('Delete'), shows('987-54-321'), type('6'), shows('987-65-4321')] },
  { name: 'a selected range typed over', start: '987-[65]-4321', then: [type('12'), shows('987-12-4321')] },
  { name: 'Backspace just after a separator', start: '987-|65-4321', then: [press('Backspace'), shows('986-54-321'), type('7'), shows('987-65-4321')] },
  { name: 'pasted into the middle', start: '9|43-21', then: [paste('876'), shows('987-64-321'), type('5'), shows('987-65-4321')] },
  { name: 'pasted over everything', start: '987-65-4321', then: [press('Control+A'), paste('987 65 4320'), shows('987-65-4320')] },
  { name: 'everything selected and typed over', start: '987-65-4321', then: [press('Control+A'), type('987654320'), shows('987-65-4320')] },
  { name: 'a key in a full field refused, then Delete and the key', start: '987-6|5-4321', then: [type('0'), shows('987-65-4321'), press('Delete'), type('0'), shows('987-60-4321')] },
  { name: 'pasted with the spaces a copy brings', start: '987-65-4321', then: [press('Control+A'), paste('  987-65-4320 '), shows('987-65-4320')] },
];

const PHONE_EDITS: Edit[] = [
  { name: 'Backspace after the 2nd digit, then 2', start: '(41|0) 555-0101', then: [press('Backspace'), shows('(405) 550-101'), type('2'), shows('(420) 555-0101')] },
  { name: 'a digit typed in the middle', start: '(410) |550-101', then: [type('5'), shows('(410) 555-0101')] },
  { name: 'Delete in the middle', start: '(410) 5|55-0101', then: [press('Delete'), shows('(410) 550-101'), type('5'), shows('(410) 555-0101')] },
  { name: 'Delete just before a separator', start: '(410|) 555-0101', then: [press('Delete'), shows('(410) 550-101'), type('5'), shows('(410) 555-0101')] },
  { name: 'a selected range typed over', start: '(410) [555]-0101', then: [type('777'), shows('(410) 777-0101')] },
  { name: "Backspace just after ') '", start: '(410) |555-0101', then: [press('Backspace'), shows('(415) 550-101'), type('0'), shows('(410) 555-0101')] },
  { name: "Backspace just after '-'", start: '(410) 555-|0101', then: [press('Backspace'), shows('(410) 550-101'), type('5'), shows('(410) 555-0101')] },
  { name: 'pasted into the middle', start: '(4|55) 010-1', then: [paste('10'), shows('(410) 550-101'), type('5'), shows('(410) 555-0101')] },
  { name: 'pasted over everything', start: '(410) 555-0101', then: [press('Control+A'), paste('410.555.0199'), shows('(410) 555-0199')] },
  { name: 'everything selected and typed over', start: '(410) 555-0101', then: [press('Control+A'), type('4105550199'), shows('(410) 555-0199')] },
  { name: 'a key in a full field refused, then Delete and the key', start: '(41|0) 555-0101', then: [type('9'), shows('(410) 555-0101'), press('Delete'), type('9'), shows('(419) 555-0101')] },
  { name: 'pasted with its country code', start: '(410) 555-0101', then: [press('Control+A'), paste('+1 (410) 555-0199'), shows('(410) 555-0199')] },
  { name: 'typed with the 1 before it', start: '(410) 555-0101', then: [press('Control+A'), type('14105550199'), shows('(410) 555-0199')] },
];

/** An amount keeps digits and a point: a money sign, comma or space typed in the middle is dropped there. */
const AMOUNT_EDITS: Edit[] = [
  { name: 'a comma typed in the middle, then a digit', start: '12|50', then: [type(','), shows('1250'), type('9'), shows('12950')] },
  { name: 'a dollar sign typed in the middle, then a digit', start: '1|250', then: [type('$7'), shows('17250')] },
  { name: 'a space typed in the middle, then a digit', start: '125|0', then: [type(' 3'), shows('12530')] },
];

/** The text of `start` without its markers, and the selection they mark. */
function parseStart(start: string): { text: string; from: number; to: number } {
  const text = start.replace(/[|[\]]/g, '');
  const caret = start.indexOf('|');
  if (caret >= 0) return { text, from: caret, to: caret };
  const open = start.indexOf('[');
  if (open >= 0) return { text, from: open, to: start.indexOf(']') - 1 };
  return { text, from: text.length, to: text.length };
}

/**
 * What the field shows once it shows `expected`, or after a few seconds if it never does: a
 * change is drawn by React after the key, and a busy page draws it later. A field that never
 * shows it is reported with where the focus was, which tells a lost key from a wrong one.
 */
async function shown(field: Locator, expected: string): Promise<string> {
  const end = Date.now() + 5000;
  let value = await field.inputValue();
  while (value !== expected && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await field.inputValue();
  }
  if (value === expected) return value;
  const focus = await field.evaluate((input) => {
    const active = input.ownerDocument.activeElement;
    return active === input ? 'in the field' : `on ${active?.tagName.toLowerCase() ?? 'nothing'} ${active?.getAttribute('name') ?? active?.textContent?.slice(0, 40) ?? ''}`;
  });
  return `${value} (focus ${focus})`;
}

async function edit(page: Page, field: Locator, { start, then }: Edit): Promise<string[]> {
  const { text, from, to } = parseStart(start);
  // The last edit's work in the page ends first: react-number-format puts the caret again from a
  // 0 ms timer after a change (for mobile Chrome), and React draws the form's new value in a
  // task of its own. Either, run between \`fill\` selecting the whole value and typing over it,
  // could undo the fill: a caret collapsed in a full field refuses the digits, and a late draw
  // of the old value puts it back. CI saw a fill lost that way on a busy machine, with the
  // focus in the field. A timer set now runs after the library's; two frames after React's draw.
  await field.evaluate(
    () =>
      new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0)),
  );
  await field.fill(text.replace(/\D/g, ''));
  const seen: string[] = [await shown(field, text)];
  const expected: string[] = [text];
  // The same timer, after the fill: a selection placed before it runs would be moved to where
  // the library put the caret.
  await field.evaluate(
    (input: HTMLInputElement, [a, b]) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          input.setSelectionRange(a!, b!);
          resolve();
        }, 0),
      ),
    [from, to],
  );
  for (const action of then) {
    if ('press' in action) await page.keyboard.press(action.press);
    else if ('type' in action) await page.keyboard.type(action.type);
    else if ('paste' in action) await pasteInto(page, action.paste);
    else {
      expected.push(action.shows);
      seen.push(await shown(field, action.shows));
    }
  }
  return seen.length === expected.length ? seen : [...seen, '(a step missing)'];
}

/** Runs every edit on the field; each comes back as [name, what it showed at each check]. */
async function editAll(page: Page, field: Locator, edits: Edit[]): Promise<[string, string[]][]> {
  const results: [string, string[]][] = [];
  for (const one of edits) results.push([one.name, await edit(page, field, one)]);
  return results;
}

const expectedOf = (edits: Edit[]): [string, string[]][] =>
  edits.map(({ name, start, then }) => [name, [parseStart(start).text, ...then.flatMap((action) => ('shows' in action ? [action.shows] : []))]]);

async function openPage(path: string): Promise<Page> {
  browser = await openBrowser('mobile');
  const { page } = browser;
  await page.goto(`${baseUrl}${path}`);
  await waitForApp(page);
  return page;
}

describe('corrections in the middle of a masked field', () => {
  it('on the sign-in screen, in the SSN hidden and shown, and signs in with its digits only', async () => {
    const page = await openPage('/auth/login');
    const ssn = page.getByLabel('SSN', { exact: true });
    expect(await editAll(page, ssn, SSN_EDITS)).toEqual(expectedOf(SSN_EDITS));
    expect(await ssn.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show SSN' }).click();
    expect(await ssn.getAttribute('type')).toBe('text');
    expect(await editAll(page, ssn, SSN_EDITS)).toEqual(expectedOf(SSN_EDITS));

    await typeDate(page, 'Birth Date', '01021950');
    const lookUp = page.waitForRequest((request) => request.url().includes('/website/client/process'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(new URL((await lookUp).url()).searchParams.get('ssn')).toBe('987654320');
  });

  it('on the enquiry form, in the phone and the SSN', async () => {
    const page = await openPage('/contact-us');
    await page.getByRole('checkbox').check();
    const phone = page.getByLabel('Phone Number');
    const ssn = page.getByLabel('SSN', { exact: true });
    await ssn.waitFor();
    expect(await editAll(page, phone, PHONE_EDITS)).toEqual(expectedOf(PHONE_EDITS));
    expect(await editAll(page, ssn, SSN_EDITS)).toEqual(expectedOf(SSN_EDITS));

    await fill(page, 'First Name', 'Ada');
    await fill(page, 'Last Name', 'Byron');
    await fill(page, 'Email', 'ada@example.org');
    await choose(page, 'Enquiry Type', /.+/);
    const answer = page.waitForRequest((request) => apiCall('/website/enquiry/store')(request.url()));
    await page.getByRole('button', { name: 'Submit' }).click();
    const sent = new URLSearchParams((await answer).postData() ?? '');
    expect([sent.get('ssn'), sent.get('phone_number')]).toEqual(['987654320', '4105550199']);
  });

  it('on the resume screen, in the SSN', async () => {
    const page = await openPage('/client/intake/resume-verification');
    const ssn = page.getByLabel('SSN', { exact: true });
    expect(await editAll(page, ssn, SSN_EDITS)).toEqual(expectedOf(SSN_EDITS));
  });

  it("in the intake's phone and SSN", async () => {
    const page = await openPage('/client/intake/new?state_id=3&program_ids=4,6&is_aware_checked=0');
    await page.getByText('Step 1 of 9').waitFor();
    await page.getByRole('radio', { name: 'Yourself' }).check();
    const phone = page.getByRole('textbox', { name: /^Your Primary Phone/ });
    expect(await editAll(page, phone, PHONE_EDITS)).toEqual(expectedOf(PHONE_EDITS));
    await fill(page, 'Your Primary Email', 'applicant@example.org');
    await page.getByRole('button', { name: 'Save and proceed', exact: true }).click();

    const ssn = page.getByRole('textbox', { name: /^Social Security Number/ });
    await ssn.waitFor();
    expect(await editAll(page, ssn, SSN_EDITS)).toEqual(expectedOf(SSN_EDITS));
  });
});

describe('corrections in the middle of an amount', () => {
  it("in the intake's monthly income", async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    const applicant = { ssn: '666030001', dob: '02141951', firstName: 'Vera', lastName: 'Amounts' };
    await saveStepsToReferral(baseUrl, applicant, await createApplication(baseUrl, applicant));
    await resumeApplication(page, baseUrl, applicant, 'Referral Details');
    for (const step of ['Housing Details', 'Employment Details']) {
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await stepHeading(page, step);
    }
    const income = page.getByRole('textbox', { name: /^Monthly Income/ });
    expect(await editAll(page, income, AMOUNT_EDITS)).toEqual(expectedOf(AMOUNT_EDITS));
  });
});

describe("corrections in a date (MUI X's field: Month, Day and Year parts)", () => {
  it('on the resume screen: digits in sequence, a new day, Backspace and a new year, slashes typed, pasted dates; sent as YYYY-MM-DD', async () => {
    const page = await openPage('/client/intake/resume-verification');
    await page.getByLabel('SSN', { exact: true }).fill('987654320');
    const field = dateField(page, 'Birth Date');
    await typeDate(page, 'Birth Date', '01021950');
    expect(await dateValue(page, 'Birth Date')).toBe('01/02/1950');

    await field.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('15');
    expect(await dateValue(page, 'Birth Date')).toBe('01/15/1950');
    // The day is whole: the year is next, and Backspace empties it.
    await page.keyboard.press('Backspace');
    expect(await dateValue(page, 'Birth Date')).toBe('01/15/YYYY');
    await page.keyboard.type('1951');
    expect(await dateValue(page, 'Birth Date')).toBe('01/15/1951');

    // Typed as many people write a date: a slash moves on from a part not yet whole, and one
    // after a part the field finished by itself ('12') does not skip the next.
    for (const [typed, read] of [
      ['1/5/1950', '01/05/1950'],
      ['12/1/1949', '12/01/1949'],
    ]) {
      await field.getByRole('spinbutton', { name: 'Month' }).click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(typed!);
      expect(await dateValue(page, 'Birth Date')).toBe(read);
    }

    // Pasted in the field's own form, and as people write a date (MUI X alone dropped that one).
    for (const [pasted, read] of [
      ['04/01/1950', '04/01/1950'],
      ['3/14/1951', '03/14/1951'],
    ]) {
      await field.getByRole('spinbutton', { name: 'Month' }).click();
      await pasteInto(page, pasted!);
      expect(await dateValue(page, 'Birth Date')).toBe(read);
    }

    const lookUp = page.waitForRequest((request) => request.url().includes('/website/client/process'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(new URL((await lookUp).url()).searchParams.get('date_of_birth')).toBe('1951-03-14');
  });

  it('an empty date is typed from its month wherever it is tapped, its YYYY at 200 % text included; a part of a whole date is mended where tapped', async () => {
    const page = await openPage('/auth/login');
    await readAt(page, READINGS.find((reading) => reading.fontSize === 32)!);
    // The SSN first, as people fill the form: MUI X's field has taken over from the stand-in.
    await page.getByLabel('SSN', { exact: true }).tap();
    await page.keyboard.type('987654327');
    const field = dateField(page, 'Birth Date');
    const year = field.getByRole('spinbutton', { name: 'Year' });
    await year.waitFor();
    await year.tap();
    await page.keyboard.type('02291940');
    expect(await dateValue(page, 'Birth Date')).toBe('02/29/1940');

    await field.getByRole('spinbutton', { name: 'Day' }).tap();
    await page.keyboard.type('28');
    expect(await dateValue(page, 'Birth Date')).toBe('02/28/1940');
  });
});
