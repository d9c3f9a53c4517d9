import { withoutMetadata } from '@/contract/picture-metadata';

/** How light a chosen picture is made before it is kept on the device or sent. */
export const LIGHT_PICTURE = {
  /** Its long side, in pixels. */
  maxSide: 2048,
  /** Encoder qualities tried in turn until the picture weighs at most `maxBytes`. */
  qualities: [0.85, 0.75, 0.65],
  maxBytes: 1.5 * 1024 * 1024,
} as const;

export interface ShrinkRequest {
  picture: Blob;
  /** Its type as its first bytes show it (file-signatures.ts). */
  type: string;
  /** The types it may be encoded to, the preferred first. */
  encodings: readonly string[];
}

export interface LightPicture {
  blob: Blob;
  /** 'kept': small enough, only its metadata taken out; 'encoded': drawn again, smaller. */
  how: 'kept' | 'encoded';
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Where a picture is drawn and encoded: an OffscreenCanvas in a worker, a canvas element on the page. */
export interface Surface {
  context: Context2D;
  encode(type: string, quality: number): Promise<Blob>;
}

export type MakeSurface = (width: number, height: number) => Surface;

/** The browser cannot decode the chosen file as a picture. */
export class UnreadablePicture extends Error {
  constructor() {
    super('undecodable picture');
    this.name = 'UnreadablePicture';
  }
}

/** The size that fits a long side of `maxSide`, keeping the proportions (never larger). */
export function fittedSize(width: number, height: number, maxSide: number = LIGHT_PICTURE.maxSide): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The camera's recorded orientation applied, as the person saw the photo. */
const decodePicture = (picture: Blob) => createImageBitmap(picture, { imageOrientation: 'from-image' });

async function encodeLight(surface: Surface, encodings: readonly string[]): Promise<Blob> {
  let last: Blob | null = null;
  for (const encoding of encodings) {
    for (const quality of LIGHT_PICTURE.qualities) {
      last = await surface.encode(encoding, quality);
      // A browser that cannot write this type writes a PNG instead: try the next type.
      if (last.type !== encoding) break;
      if (last.size <= LIGHT_PICTURE.maxBytes) return last;
    }
    // The lowest quality, even if still above the aim: far under the 10 MB limit at this size.
    if (last?.type === encoding) return last;
  }
  if (!last) throw new Error('No encoding was asked for.');
  return last;
}

/**
 * A picture made light: one that is small enough (at most 2048 px on its long side and 1.5 MB)
 * only loses its metadata (picture-metadata.ts); any other is drawn at most 2048 px on its
 * long side, on white (a JPEG has no transparency), and encoded again, which leaves every
 * metadata behind. Throws UnreadablePicture when the browser cannot decode it.
 */
export async function shrinkPicture(request: ShrinkRequest, makeSurface: MakeSurface, decode: (picture: Blob) => Promise<ImageBitmap> = decodePicture): Promise<LightPicture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(request.picture);
  } catch {
    throw new UnreadablePicture();
  }
  try {
    if (Math.max(bitmap.width, bitmap.height) <= LIGHT_PICTURE.maxSide && request.picture.size <= LIGHT_PICTURE.maxBytes) {
      const clean = withoutMetadata(new Uint8Array(await request.picture.arrayBuffer()), request.type);
      if (clean) return { blob: new Blob([clean as Uint8Array<ArrayBuffer>], { type: request.type }), how: 'kept' };
    }
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const surface = makeSurface(width, height);
    surface.context.fillStyle = '#ffffff';
    surface.context.fillRect(0, 0, width, height);
    surface.context.imageSmoothingQuality = 'high';
    surface.context.drawImage(bitmap, 0, 0, width, height);
    return { blob: await encodeLight(surface, request.encodings), how: 'encoded' };
  } finally {
    bitmap.close();
  }
}
