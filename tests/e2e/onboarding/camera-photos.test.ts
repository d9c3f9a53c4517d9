import exifr from 'exifr';
import { afterEach, describe, expect, it } from 'vitest';
import { METADATA_TEXTS } from '../../fixtures/camera-metadata';
import { apiCall } from '../support/api-calls';
import { useOwnProduct } from '../support/own-product';
import { readDetail, uploadedBytes } from './api';
import { cameraPhoto, jpegSize } from './camera-photo';
import { noisyPngBytes } from './files';
import { openWizard, PENDING, REJECTED, type WizardVisit } from './sign-in';
import { stepHeading } from './steps';

// Saves photos for the demo people: a database of its own.
const product = useOwnProduct();
const SAVE = apiCall('/website/onboarding', { _method: 'PUT' });
const MB = 1024 * 1024;
let visit: WizardVisit | null = null;
afterEach(async () => {
  await visit?.close();
  visit = null;
});

describe('photos from a phone camera', () => {
  it('makes a 12-megapixel camera photo light on the device: the server stores it at 2048 px, under 1.5 MB, upright and without its location', async () => {
    visit = await openWizard(product.url, PENDING, 'mobile');
    const { page, token } = visit;
    await stepHeading(page, 'Profile photo').waitFor();
    // The camera held sideways: the picture is stored landscape and shown portrait (Exif orientation 6).
    const photo = await cameraPhoto(page, { orientation: 6 });
    expect(photo.length).toBeGreaterThan(3 * MB);
    expect((await exifr.gps(photo))?.latitude).toBeCloseTo(39.28, 1);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { statusSeen: string[] }).statusSeen = seen;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) if (status.textContent && !seen.includes(status.textContent)) seen.push(status.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && SAVE(request.url())) saves.push(request.url());
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    await page.locator('input[type="file"][name="image"]').setInputFiles({ name: 'PXL_20240301_101542.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('status').filter({ hasText: 'Photo Uploaded Successfully !' }).waitFor({ timeout: 60_000 });
    // 'Getting … ready to send…' was said (a status, read out) before the photo went, once.
    expect(await page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen)).toContain('Getting profile photo ready to send…');
    expect(saves).toHaveLength(1);
    // Made light off the page's thread.
    expect(workers.some((url) => url.includes('image-shrink.worker'))).toBe(true);

    const detail = (await readDetail(page.request, product.url, token)).data!;
    expect(detail.image_name).toBe('PXL_20240301_101542.jpg');
    const kept = await uploadedBytes(page.request, product.url, detail.image_url!);
    expect(kept.length).toBeLessThanOrEqual(1.5 * MB);
    expect(jpegSize(kept)).toEqual({ width: 1536, height: 2048 });
    expect(await exifr.parse(kept, { tiff: true, xmp: true, iptc: true, icc: true, jfif: false })).toBeUndefined();
    for (const text of METADATA_TEXTS) expect(kept.toString('latin1')).not.toContain(text);

    // The preview is the file as sent (then stored): upright, 1536 x 2048.
    const preview = page.getByRole('img', { name: 'Profile photo on file' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`)).toBe('1536x2048');
    expect(visit.problems).toEqual([]);
  });

  it("sends the photo again from the device's copy when the connection drops part-way, without choosing it again", async () => {
    visit = await openWizard(product.url, REJECTED, 'mobile');
    const { page, token } = visit;
    await stepHeading(page, 'Profile photo').waitFor();
    const keys: string[] = [];
    await page.route(SAVE, async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (keys.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.locator('input[type="file"][name="image"]').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: noisyPngBytes(200) });
    await page.getByRole('status').filter({ hasText: 'Photo Uploaded Successfully !' }).waitFor();
    // Sent twice, the second time with the first's key: a save whose answer was lost is not made twice.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await readDetail(page.request, product.url, token)).data!.image_name).toBe('again.png');
  });
});
