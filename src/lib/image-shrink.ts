import { withoutMetadata } from '@/contract/picture-metadata';
import { shrinkPicture, UnreadablePicture, type LightPicture, type ShrinkRequest, type Surface } from './image-shrink-core';

export type ShrinkAnswer = { ok: true; picture: LightPicture } | { ok: false; reason: 'unsupported' | 'unreadable' | 'failed' };

/** One worker per picture, ended with it: a decoded camera photo is tens of megabytes. */
function inWorker(request: ShrinkRequest): Promise<ShrinkAnswer> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./image-shrink.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve({ ok: false, reason: 'unsupported' });
      return;
    }
    const done = (answer: ShrinkAnswer) => {
      worker.terminate();
      resolve(answer);
    };
    worker.addEventListener('message', (event: MessageEvent<ShrinkAnswer>) => done(event.data));
    // A browser that cannot start a module worker, or a worker that ran out of memory.
    worker.addEventListener('error', () => done({ ok: false, reason: 'unsupported' }));
    worker.postMessage(request);
  });
}

function canvasSurface(width: number, height: number): Surface {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas here.');
  const encode = (type: string, quality: number) =>
    new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))), type, quality));
  return { context, encode };
}

async function onThisPage(request: ShrinkRequest): Promise<LightPicture | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  try {
    return await shrinkPicture(request, canvasSurface);
  } catch (error) {
    if (error instanceof UnreadablePicture) throw error;
    console.warn('The picture could not be made lighter on this device:', error);
    return null;
  }
}

/** The picture as it came, without its metadata where its container can be read. */
async function onlyWithoutMetadata({ picture, type }: ShrinkRequest): Promise<LightPicture> {
  const clean = withoutMetadata(new Uint8Array(await picture.arrayBuffer()), type);
  return { blob: clean ? new Blob([clean as Uint8Array<ArrayBuffer>], { type }) : picture, how: 'kept' };
}

/**
 * A chosen picture made light before it is kept or sent (image-shrink-core.ts): in a worker
 * where the browser has OffscreenCanvas there, else on the page with a canvas; a browser with
 * neither sends it as it is, without its metadata. Throws UnreadablePicture when the browser
 * cannot decode it.
 */
export async function makeLight(request: ShrinkRequest): Promise<LightPicture> {
  const answer: ShrinkAnswer = typeof Worker === 'function' ? await inWorker(request) : { ok: false, reason: 'unsupported' };
  if (answer.ok) return answer.picture;
  if (answer.reason === 'unreadable') throw new UnreadablePicture();
  return (await onThisPage(request)) ?? onlyWithoutMetadata(request);
}
