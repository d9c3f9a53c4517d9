import jpeg from 'jpeg-js';
import type { Page } from 'playwright-core';
import { withCameraMetadata } from '../../fixtures/camera-metadata';

/**
 * Test data: a photo as a 12-megapixel phone camera takes it, 4000 x 3000, drawn and encoded as
 * a JPEG by Chromium's canvas (sky, ground, many shapes and sensor noise, so that it weighs
 * what a real one does), with the camera's Exif (GPS, camera, times), XMP and a comment put in.
 */
export async function cameraPhoto(page: Page, { orientation = 1 }: { orientation?: number } = {}): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [width, height] = [4000, 3000];
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
      const noise = ((seed >> 16) % 17) - 8;
      image.data[index] = image.data[index]! + noise;
      image.data[index + 1] = image.data[index + 1]! + noise;
      image.data[index + 2] = image.data[index + 2]! + noise;
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(withCameraMetadata(new Uint8Array(Buffer.from(base64, 'base64')), { orientation }));
}

/** A JPEG's size in pixels, decoded by jpeg-js (which also proves that it decodes). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const { width, height } = jpeg.decode(bytes, { maxMemoryUsageInMB: 1024, formatAsRGBA: false });
  return { width, height };
}
