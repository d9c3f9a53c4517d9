import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import jpeg from 'jpeg-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { files as fileRows } from '../../server/db/schema';
import { billPdf, png } from '../../server/db/seed-data/demo-files';
import { CAMERA, METADATA_TEXTS, exifTiff, withCameraMetadata, withPngMetadata } from '../fixtures/camera-metadata';
import { DEMO, login } from './support/demo';
import { captcha, json, post, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

const SAVE = '/api/v1/website/onboarding?_method=PUT';
const save = (token: string, step: string, values: Values) => post(t.app, SAVE, { ...values, step, skip: 0, ...captcha('onboarding') }, { token, multipart: true });

/** A real JPEG (jpeg-js, a kept encoder) of a gradient, without metadata. */
function plainJpeg(width = 64, height = 48): Uint8Array<ArrayBuffer> {
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) data.set([index % 251, (index * 5) % 256, 90, 255], index * 4);
  return new Uint8Array(jpeg.encode({ data, width, height }, 90).data);
}

const le32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];
const ascii = (value: string) => [...value].map((character) => character.charCodeAt(0));
const riffChunk = (type: string, data: readonly number[]) => [...ascii(type), ...le32(data.length), ...data, ...(data.length % 2 ? [0] : [])];
const riff = (chunks: number[]) => Uint8Array.from([...ascii('RIFF'), ...le32(4 + chunks.length), ...ascii('WEBP'), ...chunks]);
/** A WebP's own chunks (test data: the server copies them without decoding), then a camera's EXIF and XMP. */
const webpHeader = (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const webpPicture = riffChunk('VP8L', [0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);

async function stored(url: string): Promise<Buffer> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function expectNoMetadata(bytes: Buffer) {
  expect(await exifr.gps(bytes)).toBeUndefined();
  expect(await exifr.parse(bytes, { tiff: true, xmp: true, iptc: true, jfif: false, ihdr: false })).toBeUndefined();
  for (const text of METADATA_TEXTS) expect(bytes.toString('latin1')).not.toContain(text);
}

describe('uploads are kept without their metadata', () => {
  it('keeps a camera photo without its location, camera and times, every byte of the picture kept', async () => {
    const token = await login(t.app, DEMO.onboardingPending);
    const plain = plainJpeg();
    const camera = withCameraMetadata(plain);
    expect((await exifr.gps(camera))?.latitude).toBeCloseTo(39.28, 2);

    const saved = await save(token, 'document_proof', { image: new File([camera], 'IMG_0042.jpg', { type: 'image/jpeg' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = await stored(json(saved).data.image_url as string);
    await expectNoMetadata(kept);
    expect(new Uint8Array(kept)).toEqual(plain);
    expect(jpeg.decode(kept).width).toBe(64);

    // The row describes the file as kept.
    const [row] = await t.db.select().from(fileRows).where(eq(fileRows.originalName, 'IMG_0042.jpg'));
    expect(row).toMatchObject({ mime: 'image/jpeg', size: plain.length, sha256: createHash('sha256').update(plain).digest('hex') });
  });

  it("keeps the camera's rotation, and only that", async () => {
    const token = await login(t.app, DEMO.onboardingPending);
    const saved = await save(token, 'document_proof', { image: new File([withCameraMetadata(plainJpeg(), { orientation: 8 })], 'side.jpg', { type: 'image/jpeg' }) });
    const kept = await stored(json(saved).data.image_url as string);
    expect(await exifr.parse(kept, { tiff: true, xmp: true, jfif: false })).toEqual({ Orientation: 'Rotate 270 CW' });
    for (const text of METADATA_TEXTS) expect(kept.toString('latin1')).not.toContain(text);
  });

  it('keeps PNG and WebP bills without their text, Exif and XMP, and a PDF as it came', async () => {
    const token = await login(t.app, DEMO.onboardingRejected);
    const plainPng = new Uint8Array(png(24, (index) => [index % 256, 100, 30]));
    const camera = riff([...webpHeader(0x08 | 0x04), ...webpPicture, ...riffChunk('EXIF', [...exifTiff()]), ...riffChunk('XMP ', ascii(`<x:xmpmeta>${CAMERA.xmpCity}</x:xmpmeta>`))]);
    const pdf = new Uint8Array(await billPdf('Gas bill', ['Amount due: $61.10']));
    const bill = (file: File) => ({ reporting_account_id: '13', amount: '40.00', is_recursive: '0', files: [file] });
    const saved = await save(token, 'client_bills', {
      client_bills: [
        bill(new File([withPngMetadata(plainPng)], 'water.png', { type: 'image/png' })),
        bill(new File([camera], 'gas.webp', { type: 'image/webp' })),
        bill(new File([pdf], 'rent.pdf', { type: 'application/pdf' })),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [water, gas, rent] = (json(saved).data.client_bills as { files: { file_path: string }[] }[]).map((item) => item.files[0]!.file_path);
    expect(new Uint8Array(await stored(water!))).toEqual(plainPng);
    expect(new Uint8Array(await stored(gas!))).toEqual(riff([...webpHeader(0), ...webpPicture]));
    expect(new Uint8Array(await stored(rent!))).toEqual(pdf);
  });

  it('refuses a picture whose container is broken, as it refuses any file that is not a picture', async () => {
    const token = await login(t.app, DEMO.onboardingPending);
    const plain = plainJpeg();
    // The Exif segment says it is longer than the whole file.
    const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0, ...ascii('Exif\0\0'), ...plain.subarray(2, 200)]);
    const response = await save(token, 'document_proof', { image: new File([broken], 'me.jpg', { type: 'image/jpeg' }) });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ image: ['The photo must be a file of type: png, jpg, jpeg.'] });
    expect(await t.db.select().from(fileRows).where(eq(fileRows.originalName, 'me.jpg'))).toEqual([]);
  });
});
