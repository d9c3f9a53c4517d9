import type { Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import { personalDataInCaches, personalDataOnDevice } from '../support/storage';
import { useOwnProduct } from '../support/own-product';
import { readDetail, uploadedBytes } from './api';
import { pdfBytes, pngBytes } from './files';
import { draftKeysIn, openWizard, PENDING, type WizardVisit } from './sign-in';
import { activeBenefits, button, clientContacts, identifiers, medicalDetails, profilePhoto, stepHeading, uploadBill } from './steps';
import { apiCall } from '../support/api-calls';

// This journey submits the onboarding: it gets a database of its own.
const product = useOwnProduct();
let visit: WizardVisit | null = null;
afterAll(async () => {
  await visit?.close();
});

describe('the onboarding wizard from start to submit', () => {
  it('saves all six steps with a real photo and bill, then submits, logs out and shows the success page', async () => {
    visit = await openWizard(product.url, PENDING, 'mobile', { serviceWorkers: 'allow' });
    const { page, token } = visit;
    const saves: Request[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/website/onboarding') && saves.push(request));
    await page.getByText('Step 1 of 6').waitFor();
    expect(await button(page, 'Back').count()).toBe(0);
    expect(await button(page, 'Skip').count()).toBe(0);
    // Each step is checked with axe as it opens, empty (a11y.test.ts checks them filled in).
    await expectNoA11yViolations(page);
    await profilePhoto(page);
    expect(await button(page, 'Skip').count()).toBe(0);
    for (const fillStep of [identifiers, medicalDetails, activeBenefits, clientContacts]) {
      await expectNoA11yViolations(page);
      await fillStep(page);
    }
    await button(page, 'Back').waitFor();
    await expectNoA11yViolations(page);
    await uploadBill(page);
    expect(await button(page, 'Save and Proceed').count()).toBe(0);
    // Every save: the multipart PUT of spec section 7 with its slug, skip=0 and a fresh captcha token.
    const slugs = [];
    for (const save of saves) {
      expect(new URL(save.url()).searchParams.get('_method')).toBe('PUT');
      expect(await save.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const body = save.postData();
      if (body === null) continue; // Chromium hides bodies that carry a file.
      slugs.push(/name="step"\r\n\r\n(\w+)\r\n/.exec(body)?.[1]);
      expect(body).toContain('name="skip"\r\n\r\n0\r\n');
      expect(body).toContain('name="g-recaptcha-response"\r\n\r\nlocal:onboarding\r\n');
    }
    expect(slugs).toEqual(['document_proof', 'identifier', 'diagnosis', 'active_benefits', 'client_contacts']);

    const { data: saved } = await readDetail(page.request, product.url, token);
    expect(saved).toMatchObject({
      current_process: 'pending',
      image_name: 'me.png',
      identifiers: { identification_type: { name: 'US passport' }, photo_id: 'P1234567', debit_card_no: '4000 1234 5678', va_no: '12-345', medicaid_no: 'MA-998877' },
      other_identifier: [{ identity_code: 'LC-42', identity_type: 'Library card' }],
      health_info: { diagnosis: 'Type 2 diabetes', medications: 'Metformin 500 mg twice a day', guardianship: null },
      benefits: [{ name: 'Supplemental Security Income (SSI)', amount: 943, effective_from: { date: '2020-01-15' }, effective_till: null }],
      client_contacts: [
        {
          name: 'Dr. Ruth Okafor',
          contact_category: { name: 'Doctor' },
          personal_contact: { primary_phone: '4105550199' },
          physical_address: { line_1: '12 Elm Street', city_name: 'Baltimore', county: 'Baltimore City', zip_code: '21201', is_international: 0, country_id: 233 },
          mailing_address: { is_same_as_primary_address: 1, line_1: '12 Elm Street' },
        },
      ],
    });
    expect(saved!.saved_steps).toEqual(expect.arrayContaining(['document_proof', 'identifier', 'diagnosis', 'active_benefits', 'client_contacts']));
    expect((await uploadedBytes(page.request, product.url, saved!.image_url!)).equals(pngBytes(64))).toBe(true);

    // Until the server has them, the bill and its file are kept on the device.
    await expect.poll(() => draftKeysIn(page)).toEqual(expect.arrayContaining(['onboarding:ONB-4323', expect.stringMatching(/^onboarding:ONB-4323:file:/)]));

    // The submit signs out, and a file link dies with its session: hold the logout until the bill is read.
    let releaseLogout = () => {};
    const logoutHeld = new Promise<void>((resolve) => {
      releaseLogout = resolve;
    });
    await page.route(apiCall('/website/logout'), async (route) => {
      await logoutHeld;
      await route.continue();
    });
    // Submit checks the step and opens the summary of every step; only Send sends.
    await button(page, 'Submit').click();
    await page.getByRole('heading', { level: 2, name: 'Check your answers' }).waitFor();
    expect(await page.getByRole('region', { name: 'Upload bill' }).getByRole('definition').allTextContents()).toEqual([
      'Electricity',
      '$84.20',
      'Yes',
      'Monthly',
      '12',
      'Attached',
    ]);
    expect(await page.getByRole('region', { name: 'Client Contacts' }).getByText('Dr. Ruth Okafor').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Profile photo' }).getByText('Attached').count()).toBe(1);
    await expectNoA11yViolations(page);
    const submitted = page.waitForResponse((response) => response.url().includes('/api/v1/website/onboarding') && response.request().method() === 'POST');
    await button(page, 'Send').click();
    const response = await submitted;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('_method')).toBe('PUT');
    // Chromium does not show a body with a file to the test; the server's answer says what it read.
    expect(await response.request().headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const { data: done } = (await response.json()) as { data: typeof saved };
    expect(done).toMatchObject({
      current_process: 'in-progress',
      client_bills: [{ reporting_account: { name: 'Electricity' }, amount: 84.2, is_recursive: 1, bill_repeat_frequency: { name: 'Monthly' }, repeat_intervals: 12, files: [{ original_name: 'electric-bill.pdf', mime: 'application/pdf' }] }],
    });
    expect((await uploadedBytes(page.request, product.url, done!.client_bills[0]!.files[0]!.file_path)).equals(pdfBytes())).toBe(true);
    releaseLogout();

    await page.waitForURL(`${product.url}/client/onboarding/success`);
    await page.getByText(/Your request has been successfully submitted to the .+ team!/).waitFor();
    expect(await page.getByText('Your reference:').textContent()).toBe('Your reference: ONB-4323');
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Logged out successfully' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect((await page.context().cookies()).filter((cookie) => cookie.name === 'authToken' && cookie.value)).toEqual([]);
    expect((await readDetail(page.request, product.url, token)).status).toBe(401);
    expect(await draftKeysIn(page)).toEqual([]);
    expect(await stepHeading(page, 'Upload bill').count()).toBe(0);
    const secrets = [PENDING.ssn, PENDING.dateOfBirth, token, 'Raymond'];
    expect(await personalDataInCaches(page, secrets)).toEqual([]);
    expect(await personalDataOnDevice(page, secrets)).toEqual([]);
    expect(visit.problems).toEqual([]);
  });
});
