import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import { openBrowser, waitForApp, type Browser } from '../support/browser';
import { es, esLabel, expectNoEnglish, listWord } from '../support/spanish';
import { auditEachStep, choose, fill, stepHeading, typeDate } from '../support/fields';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  auditEachStep(null);
  await browser?.close();
  browser = null;
});

/** A page's own heading, once it is there, checked by axe and for English words. */
async function pageHeading(page: Page, id: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: es(id) }).waitFor();
  await expectNoA11yViolations(page);
  await expectNoEnglish(page);
}

/** Each wizard step's screen, checked the same way. */
async function auditStep(page: Page): Promise<void> {
  await expectNoA11yViolations(page);
  await expectNoEnglish(page);
}

const proceed = (page: Page) => page.getByRole('button', { name: es('intake.wizard.save_and_proceed'), exact: true }).click();

describe('the intake application in Spanish', () => {
  it('goes from the landing page through every step, the summary, the success page and back through the resume screen to the status page in Spanish, accessible and with no English words on each', async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    // How the app chooses its language today: the switch's stored choice.
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.goto(`${baseUrl}/client/intake`);
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await pageHeading(page, 'intake.landing.title');
    await page.getByRole('link', { name: es('intake.start_new') }).click();

    await pageHeading(page, 'intake.state.title');
    // The app's own refusals are in Spanish too.
    await page.getByRole('button', { name: es('intake.state.continue') }).click();
    await page.getByRole('alert').filter({ hasText: es('intake.select_state') }).waitFor();
    await page.getByRole('radio', { name: 'Maryland' }).check();
    await page.getByRole('button', { name: es('intake.state.continue') }).click();

    await pageHeading(page, 'intake.program.title');
    await page.getByRole('checkbox', { name: listWord('list.representative_payee') }).check();
    await page.getByRole('button', { name: es('intake.program.save_and_proceed') }).click();

    await page.getByText(es('wizard.step_of', { index: 1, total: 9 })).waitFor();
    auditEachStep(auditStep);
    await stepHeading(page, es('intake.step.representative'));
    await proceed(page);
    const summary = page.getByRole('alert').filter({ hasText: es('wizard.error_summary.title') });
    await summary.waitFor();
    await auditStep(page);
    expect(await summary.textContent()).toContain(es('field.required', { label: es('intake.label.representative_type') }));
    await page.getByRole('radio', { name: es('intake.representative_type.myself') }).check();
    await fill(page, es('intake.contact.you.primary_phone'), '4105550160');
    await fill(page, es('intake.contact.you.primary_email'), 'solicitante@example.org');
    await proceed(page);

    await page.getByText(es('wizard.step_of', { index: 2, total: 8 })).waitFor();
    await stepHeading(page, es('intake.step.about_you'));
    await fill(page, esLabel('intake.label.title'), 'Sra.');
    await fill(page, esLabel('intake.label.first_name'), 'Rosa');
    await fill(page, esLabel('intake.label.last_name'), 'Ejemplo');
    await fill(page, es('intake.about.ssn'), '987654376');
    await typeDate(page, es('intake.about.birth_date'), '05201949');
    await fill(page, es('intake.about.birth_city'), 'Baltimore');
    // Countries are named in Spanish by their code and sorted in Spanish: Germany is 'Alemania', among the A's.
    const birthCountry = page.getByRole('combobox', { name: new RegExp(`^${es('intake.about.birth_country')}`) });
    await birthCountry.getByRole('option', { name: 'Alemania', exact: true }).waitFor({ state: 'attached' });
    expect(await birthCountry.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.label)).toBe('Estados Unidos');
    const countries = await birthCountry.getByRole('option').allTextContents();
    expect(countries.indexOf('Alemania')).toBeGreaterThan(-1);
    expect(countries.indexOf('Alemania')).toBeLessThan(countries.indexOf('Bélgica'));
    expect(countries).not.toContain('Germany');
    await choose(page, es('intake.about.birth_state'), 'Maryland');
    await choose(page, esLabel('intake.label.english_fluency'), /.+/);
    await choose(page, es('intake.about.language'), listWord('list.english'));
    await choose(page, esLabel('intake.label.marital_status'), /.+/);
    await choose(page, esLabel('intake.label.gender'), listWord('list.female'));
    await choose(page, esLabel('intake.label.race'), listWord('list.white'));
    await proceed(page);
    // Suffix only: a later change may put Spanish pages under /es/.
    await page.waitForURL(/\/intake\/resume\/\d+$/);

    await stepHeading(page, es('intake.step.address_details'));
    await fill(page, esLabel('address.label.line_1'), '200 Harbor Street');
    await fill(page, esLabel('address.label.city'), 'Baltimore');
    await choose(page, esLabel('address.label.state'), 'Maryland');
    await fill(page, esLabel('address.label.county'), 'Baltimore City');
    await fill(page, esLabel('address.label.zip'), '21201');
    await page.getByRole('checkbox', { name: es('intake.address.same_as_home') }).check();
    await proceed(page);

    await stepHeading(page, es('intake.step.emergency_contact'));
    await fill(page, esLabel('intake.label.emergency_contact_name'), 'Carmen Ejemplo');
    await choose(page, esLabel('intake.label.contact_category'), listWord('list.friend'));
    await fill(page, esLabel('intake.label.emergency_contact_primary_phone'), '4105550161');
    await fill(page, esLabel('intake.label.emergency_contact_primary_email'), 'carmen@example.org');
    await proceed(page);

    await stepHeading(page, es('intake.step.benefit_details'));
    await fill(page, es('intake.benefit.food_stamps'), '0');
    await proceed(page);

    await stepHeading(page, es('intake.step.employment_details'));
    await choose(page, esLabel('intake.label.employment_status'), listWord('list.retired'));
    await fill(page, es('intake.employment.monthly_income'), '980');
    await choose(page, esLabel('intake.label.income_type'), /.+/);
    await proceed(page);

    await stepHeading(page, es('intake.step.housing_details'));
    await choose(page, esLabel('intake.label.housing_type'), listWord('list.lives_with_family_no_rent'));
    await proceed(page);

    await stepHeading(page, es('intake.step.referral_details'));
    await page.getByRole('button', { name: es('intake.wizard.submit'), exact: true }).click();
    await stepHeading(page, es('wizard.check_answers.title'));
    // Dates are said by Intl in the language on screen (es-US), typed ones stay MM/DD.
    await page.getByText('20 de mayo de 1949').waitFor();
    await page.getByRole('button', { name: es('wizard.check_answers.change_section', { section: es('intake.step.about_you') }) }).waitFor();
    await page.getByRole('button', { name: es('intake.wizard.send'), exact: true }).click();
    auditEachStep(null);

    await pageHeading(page, 'intake.success.title');
    const reference = page.getByText(es('intake.success.reference'));
    expect(await reference.textContent()).toMatch(new RegExp(`^${es('intake.success.reference')} \\S+$`));
    await page.getByRole('heading', { name: es('intake.next.title') }).waitFor();
    await page.getByRole('heading', { name: es('intake.next.office', { state: 'Maryland' }) }).waitFor();
    await page.getByRole('button', { name: es('intake.receipt.download') }).waitFor();

    // Back through the resume screen: where the application stands, in Spanish.
    await page.goto(`${baseUrl}/client/intake`);
    await waitForApp(page);
    await page.getByRole('link', { name: es('intake.resume') }).click();
    await pageHeading(page, 'intake.resume');
    await page.getByRole('button', { name: es('intake.resume.submit') }).click();
    await page.getByText(es('identity.dob_required')).waitFor();
    await auditStep(page);
    await fill(page, es('form.ssn.label'), '987654376');
    await typeDate(page, es('intake.resume.birth_date'), '05201949');
    await page.getByRole('button', { name: es('intake.resume.submit') }).click();
    await pageHeading(page, 'intake.status.page_title');
    await page.getByRole('heading', { name: es('intake.status.in_progress.title', { name: 'Rosa' }) }).waitFor();
    await page.getByText(es('intake.status.in_progress.text')).waitFor();
    await expectNoEnglish(page);
  });
});
