import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLight, type ShrinkAnswer } from '@/lib/image-shrink';
import { UnreadablePicture } from '@/lib/image-shrink-core';
import { png } from '../../../server/db/seed-data/demo-files';
import { CAMERA, withPngMetadata } from '../../fixtures/camera-metadata';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A worker that answers every picture with `answer`, as the real one posts it back. */
function workerAnswering(answer: ShrinkAnswer) {
  const started: string[] = [];
  class FakeWorker extends EventTarget {
    constructor(url: URL) {
      super();
      started.push(String(url));
    }
    postMessage() {
      queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: answer })));
    }
    terminate = vi.fn();
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

const request = (picture: Blob) => ({ picture, type: picture.type, encodings: ['image/jpeg'] });
const cameraPng = () => new Blob([withPngMetadata(new Uint8Array(png(8, () => [1, 2, 3])))], { type: 'image/png' });

describe('where a picture is made light', () => {
  it("takes the worker's light picture", async () => {
    const light = { blob: new Blob(['light'], { type: 'image/jpeg' }), how: 'encoded' as const };
    const started = workerAnswering({ ok: true, picture: light });
    expect(await makeLight(request(cameraPng()))).toEqual(light);
    expect(started[0]).toContain('image-shrink.worker');
  });

  it('says so when the worker could not decode the picture', async () => {
    workerAnswering({ ok: false, reason: 'unreadable' });
    await expect(makeLight(request(cameraPng()))).rejects.toBeInstanceOf(UnreadablePicture);
  });

  it('draws on the page with a canvas where a worker has no OffscreenCanvas', async () => {
    workerAnswering({ ok: false, reason: 'unsupported' });
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: vi.fn() }));
    const context = { fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '', imageSmoothingQuality: 'low' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type, quality) {
      done(new Blob([`${this.width}x${this.height} at ${String(quality)}`], { type }));
    });
    const light = await makeLight(request(new Blob([new Uint8Array(5_000_000)], { type: 'image/jpeg' })));
    expect(light.how).toBe('encoded');
    expect(await light.blob.text()).toBe('2048x1536 at 0.85');
    expect(toBlob).toHaveBeenCalledTimes(1);
  });

  it('sends the picture as it is, without its metadata, where the browser decodes no pictures itself', async () => {
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('createImageBitmap', undefined);
    const light = await makeLight(request(cameraPng()));
    expect(light.how).toBe('kept');
    expect(new Uint8Array(await light.blob.arrayBuffer())).toEqual(new Uint8Array(png(8, () => [1, 2, 3])));
    expect(await light.blob.text()).not.toContain(CAMERA.comment);
  });
});
