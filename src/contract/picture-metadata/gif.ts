import { ascii, ByteParts, startsWith } from './bytes';

const IMAGE = 0x2c;
const EXTENSION = 0x21;
const TRAILER = 0x3b;
const GRAPHIC_CONTROL = 0xf9;
const PLAIN_TEXT = 0x01;
const APPLICATION = 0xff;
/** The application extensions that only say how an animation loops. */
const LOOPING = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Where a run of data sub-blocks ends (after its zero-length block), or null past the file's end. */
function afterSubBlocks(bytes: Uint8Array, from: number): number | null {
  let at = from;
  while (at < bytes.length) {
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
  return null;
}

/**
 * A GIF without comments and application blocks (XMP is kept in one), keeping its frames,
 * their timing and the looping block of animations; null when its blocks do not fit the file.
 */
export function gifWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  if (!startsWith(bytes, 0, 'GIF87a') && !startsWith(bytes, 0, 'GIF89a')) return null;
  if (bytes.length < 13) return null;
  const out = new ByteParts();
  let at = 13 + colourTableBytes(bytes[10]!);
  out.push(bytes.subarray(0, at));
  while (at < bytes.length) {
    const start = at;
    const introducer = bytes[at];
    if (introducer === TRAILER) {
      out.push([TRAILER]);
      return out.join();
    }
    let end: number | null;
    let kept = true;
    if (introducer === IMAGE) {
      if (at + 10 > bytes.length) return null;
      end = afterSubBlocks(bytes, at + 10 + colourTableBytes(bytes[at + 9]!) + 1);
    } else if (introducer === EXTENSION) {
      const label = bytes[at + 1];
      end = afterSubBlocks(bytes, at + 2);
      const application = bytes[at + 2] === 11 ? ascii(bytes, at + 3, 11) : '';
      kept = label === GRAPHIC_CONTROL || label === PLAIN_TEXT || (label === APPLICATION && LOOPING.has(application));
    } else {
      return null;
    }
    if (end === null || end > bytes.length) return null;
    if (kept) out.push(bytes.subarray(start, end));
    at = end;
  }
  return null;
}
