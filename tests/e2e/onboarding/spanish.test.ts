import { afterEach, describe, expect, it } from 'vitest';
import { visit, type Visit } from '../public/visit';
import { expectNoA11yViolations } from '../support/a11y';
import { useOwnProduct } from '../support/own-product';
import { typeDate } from '../support/fields';
import { chooseSpanish, es, expectNoEnglish } from '../support/spanish';
import { photo } from './files';

// This test saves a step: it gets a database of its own.
const product = useOwnProduct();
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const stepHeading = (title: string) => new RegExp(`^${title}`);

describe('the onboarding wizard in Spanish', () => {
  it('signs in with the link, does the profile photo step in Spanish and opens the next one, with no axe violations', async () => {
    current = await visit(product.url, 'mobile', '/auth/login/ONB-4323', { beforeLoad: chooseSpanish });
    const { page } = current;
    await page.getByRole('heading', { level: 1, name: es('auth.greeting', { name: 'Raymond' }) }).waitFor();
    await page.getByLabel(es('form.ssn.label'), { exact: true }).fill('987654323');
    await typeDate(page, es('auth.birth_date'), '11301960');
    await page.getByRole('button', { name: es('auth.submit'), exact: true }).click();
    await page.waitForURL(/\/client\/onboarding\/ONB-4323$/);

    await page.getByRole('heading', { level: 1, name: es('onboarding.heading') }).waitFor();
    await page.getByRole('heading', { level: 2, name: stepHeading(es('onboarding.step.document_proof')) }).waitFor();
    expect(await page.getByText('30 de noviembre de 1960').isVisible()).toBe(true);
    expect(await page.getByText(es('onboarding.photo.intro')).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: es('onboarding.quit'), exact: true }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await expectNoEnglish(page);

    await page.locator('input[type="file"][name="image"]').setInputFiles(photo());
    await page.getByText(es('onboarding.photo.uploaded')).waitFor();
    await page.getByRole('button', { name: es('onboarding.photo.re_upload'), exact: true }).waitFor();
    await page.getByRole('button', { name: es('onboarding.save_and_proceed'), exact: true }).click();

    await page.getByRole('heading', { level: 2, name: stepHeading(es('onboarding.step.identifier')) }).waitFor();
    expect(await page.getByText(es('onboarding.identifiers.others')).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: es('onboarding.identifiers.add_other'), exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.title)).toMatch(/^Paso 2 de 6: /);
    await expectNoA11yViolations(page);
    await expectNoEnglish(page);
    expect(current.problems).toEqual([]);
  });
});
