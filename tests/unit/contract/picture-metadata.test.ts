// @vitest-environment node
import exifr from 'exifr';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { withoutMetadata } from '@/contract/picture-metadata';
import { exifOrientation } from '@/contract/picture-metadata/jpeg';
import { png } from '../../../server/db/seed-data/demo-files';
import { CAMERA, METADATA_TEXTS, XMP, exifTiff, withCameraMetadata, withJpegSegments, withPngMetadata } from '../../fixtures/camera-metadata';

/** A real JPEG of a gradient, made by jpeg-js (a kept encoder), with no metadata of its own. */
function plainJpeg(width = 48, height = 32): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) data.set([(index * 7) % 256, (index * 3) % 256, 120, 255], index * 4);
  return new Uint8Array(jpeg.encode({ data, width, height }, 85).data);
}

/** What an independent reader (exifr) finds of Exif, GPS, XMP, IPTC and ICC, leaving out the format's own header (JFIF, IHDR). */
const metadataIn = (bytes: Uint8Array) => exifr.parse(bytes, { tiff: true, xmp: true, iptc: true, icc: true, jfif: false, ihdr: false });

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const ascii = (value: string) => [...value].map((character) => character.charCodeAt(0));
const segment = (marker: number, payload: number[]) => Uint8Array.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);

function expectNoCameraTexts(bytes: Uint8Array) {
  for (const found of METADATA_TEXTS) expect(text(bytes)).not.toContain(found);
}

describe('a JPEG without its metadata', () => {
  it('loses the Exif (GPS, camera, times), the XMP and the comment, and keeps every byte of the picture', async () => {
    const original = plainJpeg();
    const camera = withCameraMetadata(original);
    expect((await exifr.gps(camera))?.latitude).toBeCloseTo(39.284, 2);
    expect(text(camera)).toContain(CAMERA.model);

    const stripped = withoutMetadata(camera, 'image/jpeg')!;
    expect(stripped).toEqual(original);
    expect(await metadataIn(stripped)).toBeUndefined();
    expectNoCameraTexts(stripped);
    expect(jpeg.decode(stripped).data).toEqual(jpeg.decode(original).data);
  });

  it.each([
    ['little-endian', true],
    ['big-endian', false],
  ])('keeps the rotation the camera recorded (%s Exif) as an Exif holding nothing else', async (_name, little) => {
    const stripped = withoutMetadata(withCameraMetadata(plainJpeg(), { orientation: 6, little }), 'image/jpeg')!;
    expect(await metadataIn(stripped)).toEqual({ Orientation: 'Rotate 90 CW' });
    expect(await exifr.gps(stripped)).toBeUndefined();
    expectNoCameraTexts(stripped);
  });

  it('reads the rotation from either byte order, and none from a block it cannot read', () => {
    expect(exifOrientation(exifTiff({ orientation: 8, little: true }))).toBe(8);
    expect(exifOrientation(exifTiff({ orientation: 3, little: false }))).toBe(3);
    expect(exifOrientation(Uint8Array.from([1, 2, 3]))).toBe(1);
  });

  it("drops other applications' segments (ICC, MPF), a JFIF thumbnail and what follows the end of the image", () => {
    const original = plainJpeg();
    const jfifWithThumbnail = segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 1, 1, 9, 9, 9]);
    const icc = segment(0xe2, [...ascii('ICC_PROFILE\0'), 1, 1, ...ascii(CAMERA.make)]);
    const mpf = segment(0xe2, [...ascii('MPF\0'), ...ascii(CAMERA.model)]);
    const picture = withJpegSegments(original, [jfifWithThumbnail, icc, mpf]);
    const trailing = Uint8Array.from([...picture, ...ascii(`${CAMERA.software} second picture`)]);

    const stripped = withoutMetadata(trailing, 'image/jpeg')!;
    expectNoCameraTexts(stripped);
    expect(stripped.subarray(0, 20)).toEqual(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]));
    expect(stripped.subarray(-2)).toEqual(Uint8Array.from([0xff, 0xd9]));
  });

  it('copies scan data with stuffed bytes and restart markers as it is, and drops a comment between scans', () => {
    const scan = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0];
    const data = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd7, 0x78];
    const comment = [...segment(0xfe, ascii(CAMERA.comment))];
    const picture = Uint8Array.from([0xff, 0xd8, ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]), ...scan, ...data, ...comment, ...scan, ...data, 0xff, 0xd9]);
    const stripped = withoutMetadata(picture, 'image/jpeg')!;
    expect([...stripped]).toEqual([0xff, 0xd8, ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]), ...scan, ...data, ...scan, ...data, 0xff, 0xd9]);
  });

  it('is null for a file that only starts like a JPEG, or whose segments run past its end', () => {
    const original = plainJpeg();
    expect(withoutMetadata(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 1, 2, 3]), 'image/jpeg')).toBeNull();
    expect(withoutMetadata(original.subarray(0, 40), 'image/jpeg')).toBeNull();
    expect(withoutMetadata(Uint8Array.from([0xff, 0xd8, 0x00, 0x01]), 'image/jpeg')).toBeNull();
    expect(withoutMetadata(new TextEncoder().encode('not a picture'), 'image/jpeg')).toBeNull();
  });
});

describe('a PNG without its metadata', () => {
  it('loses its text, XMP, Exif and time chunks and keeps the chunks that draw it', async () => {
    const original = new Uint8Array(png(16, (index) => [index % 256, 40, 90]));
    const camera = withPngMetadata(original);
    expect(text(camera)).toContain(CAMERA.comment);
    const stripped = withoutMetadata(camera, 'image/png')!;
    expect(stripped).toEqual(original);
    expect(await metadataIn(stripped)).toBeUndefined();
  });

  it('is null when a chunk runs past the end or there is no end chunk', () => {
    const original = new Uint8Array(png(16, () => [1, 2, 3]));
    expect(withoutMetadata(original.subarray(0, original.length - 12), 'image/png')).toBeNull();
    expect(withoutMetadata(original.subarray(0, 40), 'image/png')).toBeNull();
  });
});

const le32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];
const riffChunk = (type: string, data: number[]) => [...ascii(type), ...le32(data.length), ...data, ...(data.length % 2 ? [0] : [])];
const riff = (chunks: number[]) => Uint8Array.from([...ascii('RIFF'), ...le32(4 + chunks.length), ...ascii('WEBP'), ...chunks]);

describe('a WebP without its metadata', () => {
  // The picture's own chunk is test data: the walker copies it without reading it.
  const picture = riffChunk('VP8L', [0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);
  const header = (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

  it('loses its EXIF and XMP chunks, and the header no longer announces them', () => {
    const camera = riff([...header(0x08 | 0x04 | 0x10), ...picture, ...riffChunk('EXIF', [...exifTiff()]), ...riffChunk('XMP ', ascii(`${XMP}!`))]);
    expect(text(camera)).toContain(CAMERA.model);
    const stripped = withoutMetadata(camera, 'image/webp')!;
    expect(stripped).toEqual(riff([...header(0x10), ...picture]));
    expectNoCameraTexts(stripped);
  });

  it('is null when a chunk runs past the end the RIFF header gives', () => {
    const whole = riff([...header(0), ...picture]);
    expect(withoutMetadata(whole.subarray(0, whole.length - 3), 'image/webp')).toBeNull();
  });
});

describe('a GIF without its metadata', () => {
  // A 1x1 GIF: header, a two-colour table, a graphic control block, the image and the trailer.
  const head = [...ascii('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const control = [0x21, 0xf9, 4, 1, 0, 0, 0, 0];
  const image = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0];
  const looping = [0x21, 0xff, 11, ...ascii('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  const comment = [0x21, 0xfe, CAMERA.comment.length, ...ascii(CAMERA.comment), 0];
  const xmp = [0x21, 0xff, 11, ...ascii('XMP DataXMP'), CAMERA.model.length, ...ascii(CAMERA.model), 0];

  it('loses comments and application blocks but keeps the looping block, the frames and their timing', () => {
    const camera = Uint8Array.from([...head, ...looping, ...comment, ...xmp, ...control, ...image, 0x3b]);
    expect(withoutMetadata(camera, 'image/gif')).toEqual(Uint8Array.from([...head, ...looping, ...control, ...image, 0x3b]));
  });

  it('is null without its trailer or with a block past the end', () => {
    expect(withoutMetadata(Uint8Array.from([...head, ...control, ...image]), 'image/gif')).toBeNull();
    expect(withoutMetadata(Uint8Array.from([...head, 0x2c, 0, 0]), 'image/gif')).toBeNull();
  });
});

it('gives back other files (a PDF) as they are', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n% a bill\n%%EOF\n');
  expect(withoutMetadata(pdf, 'application/pdf')).toBe(pdf);
});
