import { describe, expect, it, vi } from 'vitest';
import { fittedSize, LIGHT_PICTURE, shrinkPicture, UnreadablePicture, type Surface } from '@/lib/image-shrink-core';
import { png } from '../../../server/db/seed-data/demo-files';
import { CAMERA, withPngMetadata } from '../../fixtures/camera-metadata';

const MB = 1024 * 1024;

/** A decoded picture of this size (what createImageBitmap gives, orientation applied). */
const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() }) as unknown as ImageBitmap;

/**
 * A canvas that records what is drawn and answers each encoding with a blob of the size the
 * test gives for that type and quality; a type missing from `sizes` is written as PNG, as a
 * browser does with a type it cannot encode.
 */
function fakeSurface(sizes: Record<string, Record<number, number>>) {
  const drawn: unknown[][] = [];
  const encoded: [string, number][] = [];
  const surfaces: [number, number][] = [];
  const make = (width: number, height: number): Surface => {
    surfaces.push([width, height]);
    const context = { fillRect: vi.fn(), drawImage: (...args: unknown[]) => drawn.push(args), fillStyle: '', imageSmoothingQuality: 'low' };
    return {
      context: context as unknown as Surface['context'],
      encode: async (type, quality) => {
        encoded.push([type, quality]);
        const size = sizes[type]?.[quality];
        return size === undefined ? new Blob([new Uint8Array(10)], { type: 'image/png' }) : new Blob([new Uint8Array(size)], { type });
      },
    };
  };
  return { make, drawn, encoded, surfaces };
}

const picture = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

describe('making a chosen picture light', () => {
  it('draws a 12-megapixel photo at 2048 px on its long side and encodes it at quality 0.85', async () => {
    const surface = fakeSurface({ 'image/jpeg': { 0.85: 900_000 } });
    const decoded = bitmap(4000, 3000);
    const light = await shrinkPicture({ picture: picture(9 * MB), type: 'image/jpeg', encodings: ['image/jpeg'] }, surface.make, async () => decoded);
    expect(surface.surfaces).toEqual([[2048, 1536]]);
    expect(surface.drawn).toEqual([[decoded, 0, 0, 2048, 1536]]);
    expect(surface.encoded).toEqual([['image/jpeg', 0.85]]);
    expect(light).toEqual({ blob: expect.any(Blob), how: 'encoded' });
    expect(light.blob.size).toBe(900_000);
    expect(decoded.close).toHaveBeenCalled();
  });

  it('keeps a portrait photo upright: the long side is its height', () => {
    expect(fittedSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(fittedSize(6000, 4500)).toEqual({ width: 2048, height: 1536 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('tries lower qualities until the picture weighs at most 1.5 MB', async () => {
    const surface = fakeSurface({ 'image/jpeg': { 0.85: 2 * MB, 0.75: 1_600_000, 0.65: 1_200_000 } });
    const light = await shrinkPicture({ picture: picture(20 * MB), type: 'image/jpeg', encodings: ['image/jpeg'] }, surface.make, async () => bitmap(6000, 4500));
    expect(surface.encoded).toEqual([
      ['image/jpeg', 0.85],
      ['image/jpeg', 0.75],
      ['image/jpeg', 0.65],
    ]);
    expect(light.blob.size).toBe(1_200_000);
  });

  it('writes WebP where the upload takes it and the browser can, and JPEG where it cannot', async () => {
    const webp = fakeSurface({ 'image/webp': { 0.85: 700_000 }, 'image/jpeg': { 0.85: 900_000 } });
    const request = { picture: picture(5 * MB), type: 'image/jpeg', encodings: ['image/webp', 'image/jpeg'] };
    expect((await shrinkPicture(request, webp.make, async () => bitmap(4000, 3000))).blob.type).toBe('image/webp');

    const noWebp = fakeSurface({ 'image/jpeg': { 0.85: 900_000 } });
    expect((await shrinkPicture(request, noWebp.make, async () => bitmap(4000, 3000))).blob.type).toBe('image/jpeg');
    expect(noWebp.encoded).toEqual([
      ['image/webp', 0.85],
      ['image/jpeg', 0.85],
    ]);
  });

  it('sends a picture that is already small as it is, without its metadata and without drawing it', async () => {
    const original = new Uint8Array(png(16, () => [200, 10, 10]));
    const withMetadata = new Blob([withPngMetadata(original)], { type: 'image/png' });
    const surface = fakeSurface({});
    const light = await shrinkPicture({ picture: withMetadata, type: 'image/png', encodings: ['image/jpeg'] }, surface.make, async () => bitmap(16, 16));
    expect(light.how).toBe('kept');
    expect(new Uint8Array(await light.blob.arrayBuffer())).toEqual(original);
    expect(Buffer.from(await light.blob.arrayBuffer()).toString('latin1')).not.toContain(CAMERA.comment);
    expect(surface.surfaces).toEqual([]);
  });

  it('draws a small picture again when its container cannot be read, so nothing hidden in it goes', async () => {
    const surface = fakeSurface({ 'image/jpeg': { 0.85: 20_000 } });
    const broken = new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 1, 2])], { type: 'image/jpeg' });
    const light = await shrinkPicture({ picture: broken, type: 'image/jpeg', encodings: ['image/jpeg'] }, surface.make, async () => bitmap(640, 480));
    expect(light.how).toBe('encoded');
    expect(surface.surfaces).toEqual([[640, 480]]);
  });

  it('draws a picture of few pixels but many bytes again', async () => {
    const surface = fakeSurface({ 'image/jpeg': { 0.85: 300_000 } });
    await shrinkPicture({ picture: picture(LIGHT_PICTURE.maxBytes + 1), type: 'image/jpeg', encodings: ['image/jpeg'] }, surface.make, async () => bitmap(1200, 900));
    expect(surface.surfaces).toEqual([[1200, 900]]);
  });

  it('says so when the browser cannot decode the file', async () => {
    const surface = fakeSurface({});
    const refused = shrinkPicture({ picture: picture(100), type: 'image/jpeg', encodings: ['image/jpeg'] }, surface.make, () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')));
    await expect(refused).rejects.toBeInstanceOf(UnreadablePicture);
  });
});
