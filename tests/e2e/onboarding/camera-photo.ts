import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import type { Page } from 'playwright-core';
import { withCameraMetadata } from '../../fixtures/camera-metadata';

export interface CameraPhotoOptions {
  /** The Exif orientation the camera recorded (6: held sideways, shown turned a quarter clockwise). */
  orientation?: number;
  /** The camera's pixels: 4000 x 3000 (12 megapixels) unless said. */
  width?: number;
  height?: number;
  /** The camera's JPEG quality (0.95 unless said) and sensor noise (8 levels unless said): both make it heavier. */
  quality?: number;
  noise?: number;
}

/**
 * Test data: a photo as a phone camera takes it (12 megapixels, 4000 x 3000, unless said), drawn
 * and encoded as a JPEG by Chromium's canvas (sky, ground, many shapes and sensor noise, so that
 * it weighs what a real one does), with the camera's Exif (GPS, camera, times), XMP and a comment
 * put in.
 */
export async function cameraPhoto(page: Page, { orientation = 1, width = 4000, height = 3000, quality = 0.95, noise = 8 }: CameraPhotoOptions = {}): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height, quality, noise }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#5b8fd6');
    sky.addColorStop(0.55, '#dce8f5');
    sky.addColorStop(0.56, '#6b8f3a');
    sky.addColorStop(1, '#3d5222');
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    for (let shape = 0; shape < 600; shape += 1) {
      context.fillStyle = `hsl(${(shape * 37) % 360} ${40 + (shape % 5) * 10}% ${25 + ((shape * 13) % 50)}%)`;
      context.beginPath();
      context.arc((shape * 977) % width, (shape * 613) % height, 10 + ((shape * 29) % 160), 0, Math.PI * 2);
      context.fill();
    }
    const image = context.getImageData(0, 0, width, height);
    let seed = 7;
    for (let index = 0; index < image.data.length; index += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = ((seed >> 16) % (2 * noise + 1)) - noise;
      image.data[index] = image.data[index]! + grain;
      image.data[index + 1] = image.data[index + 1]! + grain;
      image.data[index + 2] = image.data[index + 2]! + grain;
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(binary);
  }, { width, height, quality, noise });
  return Buffer.from(withCameraMetadata(new Uint8Array(Buffer.from(base64, 'base64')), { orientation }));
}

/** A JPEG's size in pixels, decoded by jpeg-js (which also proves that it decodes). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const { width, height } = jpeg.decode(bytes, { maxMemoryUsageInMB: 1024, formatAsRGBA: false });
  return { width, height };
}

/**
 * A file written where Chromium can read it, for a file picker to be given its path, as a
 * phone's picker hands over a photo: a buffer given to setInputFiles is copied through the
 * page instead, seconds per megabyte on a busy machine. `remove` once the page is done with it
 * (the page reads it after it is chosen, and a PDF again when it is sent).
 */
export function fileOnDisk(name: string, bytes: Uint8Array): { path: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'payee-chosen-'));
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return { path, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
