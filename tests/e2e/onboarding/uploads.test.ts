import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { noisyPngBytes } from './files';
import { openWizard, PENDING, type WizardVisit } from './sign-in';
import { button, stepHeading } from './steps';
import { apiCall } from '../support/api-calls';

const baseUrl = inject('baseUrl');
const TEN_MB = 10 * 1024 * 1024;
let visit: WizardVisit | null = null;

afterEach(async () => {
  await visit?.close();
  visit = null;
});

/** Records the values a progress bar shows, in order, until it goes. */
async function watchProgress(page: Page, label: string): Promise<() => Promise<string[]>> {
  await page.evaluate((name) => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector(`[role="progressbar"][aria-label="${name}"]`);
      const value = bar ? (bar.getAttribute('aria-valuenow') ?? '?') : seen.length > 0 ? 'gone' : null;
      if (value !== null && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  }, label);
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

/** A step-1 save sent straight to the API, past the form's own checks. */
async function sendPhoto(current: WizardVisit, name: string, buffer: Buffer) {
  const response = await current.page.request.post(`${baseUrl}/api/v1/website/onboarding?_method=PUT`, {
    headers: { Authorization: `Bearer ${current.token}`, 'X-Requested-With': 'XMLHttpRequest' },
    multipart: { step: 'document_proof', skip: '0', 'g-recaptcha-response': 'local:onboarding', image: { name, mimeType: 'image/png', buffer } },
  });
  return { status: response.status(), body: (await response.json()) as { errors?: Record<string, string[]> } };
}

describe('profile photo uploads', () => {
  it('refuses a file that is not an image by content before sending; the server refuses it, and a file over 10 MB', async () => {
    visit = await openWizard(baseUrl, PENDING, 'mobile');
    const { page } = visit;
    const input = page.locator('input[type="file"][name="image"]');
    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()));

    const notImage = Buffer.from('#!/bin/sh\necho this is not a photo\n');
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: notImage });
    await page.getByRole('alert').filter({ hasText: 'The photo must be a file of type: png, jpg, jpeg.' }).waitFor();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    await input.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken });
    await page.getByRole('alert').filter({ hasText: 'The photo could not be opened as a picture. Please choose another file.' }).waitFor();
    expect(await button(page, 'Upload Photo').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    const tooBig = Buffer.concat([noisyPngBytes(16), Buffer.alloc(TEN_MB)]);
    expect(await sendPhoto(visit, 'photo.png', notImage)).toEqual({ status: 422, body: expect.objectContaining({ errors: { image: ['The photo must be a file of type: png, jpg, jpeg.'] } }) });
    const oversize = await sendPhoto(visit, 'big.png', tooBig);
    expect(oversize.status).toBe(422);
    expect(oversize.body.errors?.image).toEqual(['The photo may not be greater than 10 MB.']);
  });

  it('shows a preview and a progress bar while the photo goes, then says it is uploaded', async () => {
    visit = await openWizard(baseUrl, PENDING, 'desktop');
    const { page } = visit;
    await stepHeading(page, 'Profile photo').waitFor();
    // The save is held until what shows while the photo goes has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(apiCall('/website/onboarding', { _method: 'PUT' }), async (route) => {
      await held;
      await route.continue();
    });
    const progress = await watchProgress(page, 'Uploading profile photo');
    // The photo just sent is shown as sent: it is not downloaded again (a slow connection would
    // leave its place empty for as long as the upload took).
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/website/files/')) downloads.push(request.url());
    });

    await page.locator('input[type="file"][name="image"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: noisyPngBytes(120) });
    await Promise.all([
      page.getByRole('img', { name: 'Chosen profile photo' }).waitFor(),
      page.locator('button:disabled', { hasText: 'Save and Proceed' }).waitFor(),
    ]);
    release();
    await page.getByRole('status').filter({ hasText: 'Photo Uploaded Successfully !' }).waitFor();
    // The bar showed from 0 and filled with XMLHttpRequest's upload progress, then went.
    expect(await progress()).toEqual(['0', '100', 'gone']);
    await button(page, 'Re-Upload Photo').waitFor();
    await page.getByRole('img', { name: 'Profile photo on file' }).waitFor();
    expect(await page.getByText('On file: portrait.png').isVisible()).toBe(true);
    expect(downloads).toEqual([]);
    expect(visit.problems).toEqual([]);
  });
});
