import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import { visit, type Visit } from './visit';
import { apiCall } from '../support/api-calls';
import { choose } from '../support/fields';

const baseUrl = inject('baseUrl');
const STORE = apiCall('/website/enquiry/store');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

async function fillEnquiry(page: Page) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Byron');
  await page.getByLabel('Email').fill('ada@example.org');
  await page.getByLabel('Phone Number').pressSequentially('4105550101');
  await choose(page, 'Enquiry Type', /.+/);
  await page.getByLabel('Description (optional)').fill('When is my card loaded each week?');
}

describe('the enquiry form against the reference API', () => {
  it("sends an enquiry and shows the server's message, then resets the form", async () => {
    current = await visit(baseUrl, 'mobile', '/contact-us');
    const { page } = current;
    await fillEnquiry(page);
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('(410) 555-0101');

    const answer = page.waitForResponse((response) => STORE(response.url()));
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const sent = new URLSearchParams(response.request().postData() ?? '');
    expect(sent.get('phone_number')).toBe('4105550101');
    expect(sent.get('is_client')).toBe('0');
    expect(sent.has('ssn')).toBe(false);
    expect(sent.get('g-recaptcha-response')).toBe('local:enquiry');

    const message = ((await response.json()) as { data: { message: string } }).data.message;
    expect(message).toBeTruthy();
    await page.getByRole('status').filter({ hasText: message }).waitFor();
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    expect(await page.getByText('0/1000').isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    expect(current.problems).toEqual([]);
  });

  it('keeps what was typed through a reload and a look at another page, never the SSN, and forgets it once sent', async () => {
    current = await visit(baseUrl, 'mobile', '/contact-us');
    const { page } = current;
    await page.getByRole('checkbox', { name: /client$/ }).check();
    await page.getByLabel('SSN', { exact: true }).fill('987654327');
    await fillEnquiry(page);
    const typed = async () => ({
      client: await page.getByRole('checkbox', { name: /client$/ }).isChecked(),
      ssn: await page.getByLabel('SSN', { exact: true }).inputValue(),
      firstName: await page.getByLabel('First Name').inputValue(),
      lastName: await page.getByLabel('Last Name').inputValue(),
      email: await page.getByLabel('Email').inputValue(),
      phone: await page.getByLabel('Phone Number').inputValue(),
      type: await page.getByRole('combobox', { name: 'Enquiry Type' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label ?? ''),
      description: await page.getByLabel('Description (optional)').inputValue(),
    });
    const before = await typed();
    expect(before.type).not.toBe('');
    const kept = { ...before, ssn: '' };

    await page.reload();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Ada');
    expect(await typed()).toEqual(kept);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.goBack();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Ada');
    expect(await typed()).toEqual(kept);

    await page.getByLabel('SSN', { exact: true }).fill('987654327');
    const answer = page.waitForResponse((response) => STORE(response.url()));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await answer).status()).toBe(200);
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('');
    await page.reload();
    await page.getByLabel('First Name').and(page.locator(':enabled')).waitFor();
    expect(await page.getByLabel('Description (optional)').inputValue()).toBe('');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(current.problems).toEqual([]);
  });

  it('shows the errors of a refused enquiry under its fields and the message as an error toast', async () => {
    current = await visit(baseUrl, 'desktop', '/contact-us');
    const { page } = current;
    // The form's own checks stop what the server would refuse; spoil the request on its way out.
    await page.route(STORE, async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.delete('first_name');
      body.set('email', 'not-an-email');
      await route.continue({ postData: body.toString() });
    });
    await fillEnquiry(page);
    await recordAlertOpacityAtFirstFrame(page);
    const answer = page.waitForResponse((response) => STORE(response.url()));
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    const refusal = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(refusal.errors)).toEqual(expect.arrayContaining(['first_name', 'email']));

    await page.getByRole('alert').filter({ hasText: refusal.message }).waitFor();
    // Its colours were whole from its first frame (it slides in, it does not fade): a toast
    // read half-faded fails contrast. Polled: the alert is found before its first frame is drawn.
    await expect.poll(() => opacitiesOfAlerts(page, refusal.message)).toEqual([1]);
    for (const [label, field] of [
      ['First Name', 'first_name'],
      ['Email', 'email'],
    ] as const) {
      const input = page.getByLabel(label);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await input.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain(refusal.errors[field]![0]);
    }
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Byron');
    await expectNoA11yViolations(page);
  });

  it('comes hydrated with its page: once the page is ready, Enquiry Type takes a choice', async () => {
    current = await visit(baseUrl, 'mobile', '/contact-us');
    const { page } = current;
    await choose(page, 'Enquiry Type', /.+/);
    expect(await page.getByRole('combobox', { name: 'Enquiry Type' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label ?? '')).not.toBe('');
    expect(current.problems).toEqual([]);
  });

  it('says Enquiry Type is loading its choices while they are on their way, then lets the arrow keys pick one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The form asks for its list as it hydrates with the page: held from before the page opens,
    // on the context, not the page, so that it is held also if the service worker makes it.
    current = await visit(baseUrl, 'mobile', '/contact-us', {
      prepare: (context) =>
        context.route(apiCall('/dropdown/enquiry-type'), async (route) => {
          await held;
          await route.continue();
        }),
    });
    const { page } = current;
    // The phone's own picker: a native select, which says it is busy and shows the loading line as its value.
    const select = page.getByRole('combobox', { name: 'Enquiry Type' });
    await page.locator('select[aria-busy="true"]').waitFor();
    expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label)).toBe('Loading the choices…');
    await expectNoA11yViolations(page);

    release();
    await page.locator('select[name="enquiry_type_id"]:not([aria-busy])').waitFor();
    expect(await page.getByText('Loading the choices…').count()).toBe(0);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label ?? '');
    expect(chosen).not.toBe('');
    expect(current.problems).toEqual([]);
  });
});

/**
 * For each alert that appears, its text and how opaque it is (with everything around it) in the
 * first frame it is drawn. Other toasts may come at any moment (the offline notice once the
 * worker is installed), so a test picks its own by text.
 */
async function recordAlertOpacityAtFirstFrame(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    const alerts: AlertAtFirstFrame[] = [];
    (window as { alertsAtFirstFrame?: AlertAtFirstFrame[] }).alertsAtFirstFrame = alerts;
    new MutationObserver(() => {
      for (const alert of Array.from(document.querySelectorAll<HTMLElement>('[role="alert"]'))) {
        if (seen.has(alert)) continue;
        seen.add(alert);
        requestAnimationFrame(() => {
          let opacity = 1;
          for (let element: Element | null = alert; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
          alerts.push({ text: alert.innerText, opacity });
        });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

interface AlertAtFirstFrame {
  text: string;
  opacity: number;
}

/** The first-frame opacity of each alert that showed `text`. */
async function opacitiesOfAlerts(page: Page, text: string): Promise<number[]> {
  const alerts = await page.evaluate(() => (window as { alertsAtFirstFrame?: AlertAtFirstFrame[] }).alertsAtFirstFrame ?? []);
  return alerts.filter((alert) => alert.text.includes(text)).map((alert) => alert.opacity);
}
