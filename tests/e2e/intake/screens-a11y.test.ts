import { afterEach, describe, inject, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import { openBrowser, type Browser, type Screen } from '../support/browser';
import { screenSettled } from '../support/settle';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

const SCREENS: [string, string][] = [
  ['/client/intake', 'Apply for our services'],
  ['/client/intake/new/state-selection', 'Where do you live?'],
  ['/client/intake/new/program-selection?state_id=1&is_aware_checked=0', 'Which program do you need?'],
  ['/client/intake/resume-verification', 'Resume Your Application'],
];

describe.each<Screen>(['mobile', 'desktop'])('the intake entry screens on %s', (screen) => {
  it.each(SCREENS)('%s has no axe violations, with its errors shown too', async (path, heading) => {
    browser = await openBrowser(screen);
    const { page } = browser;
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await screenSettled(page);
    await expectNoA11yViolations(page);
    const submit = page.getByRole('button', { name: /^(Continue|Save and Proceed|Submit)$/ });
    if (await submit.count()) {
      await submit.click();
      await page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first().waitFor();
      await expectNoA11yViolations(page);
    }
  });
});
