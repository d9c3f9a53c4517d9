import { shrinkPicture, UnreadablePicture, type ShrinkRequest, type Surface } from './image-shrink-core';
import type { ShrinkAnswer } from './image-shrink';

/** Decoding, drawing and encoding a camera photo take a second or more: here, off the page's thread. */
function offscreenSurface(width: number, height: number): Surface {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D OffscreenCanvas here.');
  return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
}

const supported = () => typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function' && new OffscreenCanvas(1, 1).getContext('2d') !== null;

async function answer(request: ShrinkRequest): Promise<ShrinkAnswer> {
  if (!supported()) return { ok: false, reason: 'unsupported' };
  try {
    return { ok: true, picture: await shrinkPicture(request, offscreenSurface) };
  } catch (error) {
    return { ok: false, reason: error instanceof UnreadablePicture ? 'unreadable' : 'failed' };
  }
}

self.addEventListener('message', (event: MessageEvent<ShrinkRequest>) => {
  void answer(event.data).then((reply) => self.postMessage(reply));
});
