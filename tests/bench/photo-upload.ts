import { openWizard, REJECTED } from '../e2e/onboarding/sign-in';
import { readDetail, uploadedBytes } from '../e2e/onboarding/api';
import { cameraPhoto, fileOnDisk, jpegSize } from '../e2e/onboarding/camera-photo';
import { apiCall } from '../e2e/support/api-calls';
import { kb, type Table } from './report';

/** DevTools' "Slow 3G" (its "3G" today): 2 s of latency, 400 kbit/s down and up. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const SAVE = apiCall('/website/onboarding', { _method: 'PUT' });
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * A 12-megapixel phone photo (a generated 4000 x 3000 JPEG with Exif GPS) on slow 3G: sent as
 * it was chosen, straight to the API, as the app sent photos before it made them light; then
 * chosen in the onboarding wizard, which makes it light on the device and sends that. Bytes
 * are what the server received and stored; times are the page's.
 */
export async function measurePhotoUpload(baseUrl: string): Promise<Table> {
  const visit = await openWizard(baseUrl, REJECTED, 'mobile');
  const onDone: (() => void)[] = [];
  try {
    const { page, context, token } = visit;
    await page.getByRole('heading', { name: 'Profile photo' }).first().waitFor();
    const photo = await cameraPhoto(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);

    const asChosenMs = await page.evaluate(
      async ({ base64, api, bearer }) => {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const form = new FormData();
        form.append('step', 'document_proof');
        form.append('skip', '0');
        form.append('g-recaptcha-response', 'local:onboarding');
        form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'camera.jpg');
        const start = performance.now();
        const response = await fetch(`${api}/website/onboarding?_method=PUT`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${bearer}` } });
        if (!response.ok) throw new Error(`The photo as chosen was refused: ${response.status}`);
        return performance.now() - start;
      },
      { base64: photo.toString('base64'), api: `${baseUrl}/api/v1`, bearer: token },
    );

    // Chosen from the disk, as a phone's picker gives it: a buffer would first be copied through the page.
    const onDisk = fileOnDisk('camera.jpg', photo);
    onDone.push(onDisk.remove);
    const chosenAt = Date.now();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && SAVE(request.url()), { timeout: 120_000 });
    await page.locator('input[type="file"][name="image"]').setInputFiles(onDisk.path);
    const request = await sent;
    const prepareMs = Date.now() - chosenAt;
    const response = await request.response();
    if (!response?.ok()) throw new Error(`The light photo was refused: ${response?.status()}`);
    await response.finished();
    const lightMs = request.timing().responseEnd;
    await page.getByText('Photo Uploaded Successfully !').waitFor({ timeout: 120_000 });

    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const detail = (await readDetail(page.request, baseUrl, token)).data!;
    const kept = await uploadedBytes(page.request, baseUrl, detail.image_url!);
    const size = jpegSize(kept);
    return {
      title: 'Photo from a phone camera on slow 3G',
      note:
        "Mobile Chromium; a generated 4000 x 3000 JPEG with a phone's Exif (GPS, camera, times), XMP and a comment; DevTools' slow 3G through CDP (2 s latency, 400 kbit/s up and down). " +
        '"as chosen": the photo sent straight to the API as it was chosen (the app before it made photos light); "made light": chosen in the onboarding wizard, made light on the device (worker) and sent. ' +
        'KB: the file as sent; prepare: from choosing the file until its upload starts; upload: request start to the end of the answer. Aim: at most 1.5 MB sent.',
      columns: ['photo', 'KB sent', 'pixels', 'prepare ms', 'upload s'],
      rows: [
        ['as chosen', kb(photo.length), '4000x3000', '—', seconds(asChosenMs)],
        ['made light', kb(kept.length), `${size.width}x${size.height}`, String(prepareMs), seconds(lightMs)],
      ],
      figures: ['KB sent', 'upload s'],
    };
  } finally {
    await visit.close();
    for (const done of onDone) done();
  }
}
