import exifr from 'exifr';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { METADATA_TEXTS } from '../../fixtures/camera-metadata';
import { apiCall } from '../support/api-calls';
import { useOwnProduct } from '../support/own-product';
import { readDetail, uploadedBytes } from './api';
import { cameraPhoto, fileOnDisk, jpegSize } from './camera-photo';
import { noisyPngBytes, pdfBytes } from './files';
import { openWizard, PENDING, REJECTED, type WizardVisit } from './sign-in';
import { block, button, saveAndProceed, stepHeading } from './steps';

// Saves photos for the demo people: a database of its own.
const product = useOwnProduct();
const SAVE = apiCall('/website/onboarding', { _method: 'PUT' });
const MB = 1024 * 1024;
let visit: WizardVisit | null = null;
afterEach(async () => {
  await visit?.close();
  visit = null;
});

/** Chooses a file from the disk, as a phone's picker gives it; it stays there until the test ends. */
async function chooseFile(input: Locator, name: string, bytes: Uint8Array): Promise<void> {
  const file = fileOnDisk(name, bytes);
  onTestFinished(file.remove);
  await input.setInputFiles(file.path);
}

/** The kinds of a WebP's chunks, in order (RIFF: a four-letter kind, a little-endian length, the data, padded to even). */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const kinds: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2)) kinds.push(bytes.toString('latin1', at, at + 4));
  return kinds;
}

/** The picture at this address: its type, weight and size in pixels, decoded by the page's browser. */
function pictureAt(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const picture = await (await fetch(address)).blob();
    const bitmap = await createImageBitmap(picture);
    return { type: picture.type, bytes: picture.size, pixels: `${bitmap.width}x${bitmap.height}` };
  }, url);
}

/** The files the device's draft of this onboarding holds (IndexedDB 'payee-drafts'), as the page decodes them. */
function draftPictures(page: Page, applicationCode: string) {
  return page.evaluate(
    (prefix) =>
      new Promise<{ type: string; bytes: number; pixels: string }[]>((resolve, reject) => {
        const open = indexedDB.open('payee-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('drafts').objectStore('drafts').getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
          read.onerror = () => reject(read.error);
          read.onsuccess = async () => {
            const files = (read.result as { value: Blob }[]).map((draft) => draft.value);
            resolve(
              await Promise.all(
                files.map(async (file) => {
                  const bitmap = await createImageBitmap(file);
                  return { type: file.type, bytes: file.size, pixels: `${bitmap.width}x${bitmap.height}` };
                }),
              ),
            );
          };
        };
      }),
    `onboarding:${applicationCode}:file:`,
  );
}

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

    await chooseFile(page.locator('input[type="file"][name="image"]'), 'PXL_20240301_101542.jpg', photo);
    await page.getByRole('status').filter({ hasText: 'Photo Uploaded Successfully !' }).waitFor();
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

  it('makes a bill photographed over 10 MB light: kept light on the device across a reload, sent again when cut off, stored without metadata', { timeout: 300_000 }, async () => {
    visit = await openWizard(product.url, REJECTED, 'mobile');
    const { page, token } = visit;
    // Sent back for changes, every step is saved: Save and Proceed walks to the bills.
    await stepHeading(page, 'Profile photo').waitFor();
    for (const next of ['Identifiers', 'Medical Details', 'Active Benefits', 'Client Contacts', 'Upload bill']) await saveAndProceed(page, next);
    const bill = block(page, 'Bill 1');
    const input = bill.locator('input[type="file"]');

    // A PDF is sent as it is: over 10 MB it is refused with the spec's message.
    const bigPdf = Buffer.concat([pdfBytes(), Buffer.alloc(10 * MB)]);
    await chooseFile(input, 'scanned-bill.pdf', bigPdf);
    await bill.getByRole('alert').filter({ hasText: 'The bill file may not be greater than 10 MB.' }).waitFor();

    // A photo as some phones take it, 27 megapixels and over the 10 MB limit: made light, never refused.
    const photo = await cameraPhoto(page, { width: 6000, height: 4500, quality: 0.97, noise: 12 });
    expect(photo.length).toBeGreaterThan(10 * MB);
    await chooseFile(input, 'IMG_20240301_101542.jpg', photo);
    // Bills may be WebP: the lighter encoding, and the name says so.
    await bill.getByText('Chosen: IMG_20240301_101542.webp').waitFor({ timeout: 120_000 });
    expect(await bill.getByRole('alert').count()).toBe(0);
    const light = { type: 'image/webp', pixels: '2048x1536' };
    const chosenPreview = bill.getByRole('img', { name: /^Chosen / });
    await expect.poll(() => chosenPreview.evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`)).toBe(light.pixels);
    // The device keeps the light copy, not the camera's 27 megapixels.
    await expect.poll(() => draftPictures(page, REJECTED.code)).toEqual([expect.objectContaining(light)]);
    const [kept] = await draftPictures(page, REJECTED.code);
    expect(kept!.bytes).toBeLessThanOrEqual(1.5 * MB);

    await page.reload();
    await stepHeading(page, 'Upload bill').waitFor();
    await block(page, 'Bill 1').getByText('Chosen: IMG_20240301_101542.webp').waitFor();
    const restored = block(page, 'Bill 1').getByRole('img', { name: /^Chosen / });
    await expect.poll(() => restored.evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`)).toBe(light.pixels);

    // The first send is cut off; the device's copy goes again by itself, under the same key.
    const keys: string[] = [];
    await page.route(SAVE, async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (keys.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    // The submit signs out, and a file link dies with its session: hold the logout until the bill is read.
    let releaseLogout = () => {};
    const logoutHeld = new Promise<void>((resolve) => {
      releaseLogout = resolve;
    });
    await page.route(apiCall('/website/logout'), async (route) => {
      await logoutHeld;
      await route.continue();
    });
    await button(page, 'Submit').click();
    await page.getByRole('heading', { level: 2, name: 'Check your answers' }).waitFor();
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && SAVE(response.url()), { timeout: 120_000 });
    await button(page, 'Send').click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    const { data: sent } = (await response.json()) as { data: { client_bills: { files: { file_path: string; original_name: string; mime: string }[] }[] } };
    const file = sent.client_bills[0]!.files[0]!;
    expect(file).toMatchObject({ original_name: 'IMG_20240301_101542.webp', mime: 'image/webp' });
    const stored = await uploadedBytes(page.request, product.url, file.file_path);
    expect(stored.length).toBeLessThanOrEqual(1.5 * MB);
    expect(await pictureAt(page, new URL(file.file_path, product.url).href)).toMatchObject(light);
    // Only what draws the picture (the colour profile the browser's encoder writes among it): no EXIF or XMP chunk, none of the camera's words.
    const chunks = webpChunks(stored);
    expect(chunks.filter((kind) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP'].includes(kind))).toEqual([]);
    for (const text of METADATA_TEXTS) expect(stored.toString('latin1')).not.toContain(text);
    releaseLogout();
    await page.waitForURL(`${product.url}/client/onboarding/success`);
    expect((await readDetail(page.request, product.url, token)).status).toBe(401);
    expect(visit.problems).toEqual([]);
  });
});
