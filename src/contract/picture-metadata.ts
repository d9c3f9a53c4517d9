import { gifWithoutMetadata } from './picture-metadata/gif';
import { jpegWithoutMetadata } from './picture-metadata/jpeg';
import { pngWithoutMetadata } from './picture-metadata/png';
import { webpWithoutMetadata } from './picture-metadata/webp';

const WALKERS: Record<string, (bytes: Uint8Array) => Uint8Array | null> = {
  'image/jpeg': jpegWithoutMetadata,
  'image/png': pngWithoutMetadata,
  'image/webp': webpWithoutMetadata,
  'image/gif': gifWithoutMetadata,
};

/**
 * A picture without its metadata (location, camera, times, text, thumbnails), walked segment
 * by segment in its own container, never decoded or encoded: the server keeps no upload with
 * metadata, and the onboarding form sends small pictures this way. `type` is the sniffed type
 * (file-signatures.ts). Other files come back as they are; null when a picture's container is
 * broken, so nothing can say what it carries.
 */
export function withoutMetadata(bytes: Uint8Array, type: string): Uint8Array | null {
  const walk = WALKERS[type];
  return walk ? walk(bytes) : bytes;
}

export const hasMetadataWalker = (type: string) => type in WALKERS;
