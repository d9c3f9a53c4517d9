import { ascii, ByteParts, startsWith, textBytes, u32le } from './bytes';

/** The chunks that draw the picture: its data (lossy, lossless, alpha), animation, and colour profile. */
const DRAWING_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
/** VP8X's flags that announce EXIF and XMP chunks. */
const METADATA_FLAGS = 0x08 | 0x04;

const le32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];

/** A WebP without its EXIF and XMP chunks (or any chunk we do not know); null when its chunks do not fit. */
export function webpWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 12 || !startsWith(bytes, 0, 'RIFF') || !startsWith(bytes, 8, 'WEBP')) return null;
  const end = 8 + u32le(bytes, 4);
  if (end > bytes.length) return null;
  const chunks = new ByteParts();
  let at = 12;
  while (at + 8 <= end) {
    const type = ascii(bytes, at, 4);
    const size = u32le(bytes, at + 4);
    if (at + 8 + size > end) return null;
    if (DRAWING_CHUNKS.has(type)) {
      const chunk = bytes.slice(at, at + 8 + size);
      if (type === 'VP8X' && size > 0) chunk[8] = chunk[8]! & ~METADATA_FLAGS;
      chunks.push(chunk);
      if (size % 2 === 1) chunks.push([0]);
    }
    at += 8 + size + (size % 2);
  }
  if (chunks.size === 0) return null;
  const out = new ByteParts();
  out.push(textBytes('RIFF'));
  out.push(le32(4 + chunks.size));
  out.push(textBytes('WEBP'));
  out.push(chunks.join());
  return out.join();
}
