import { ascii, ByteParts, u32be } from './bytes';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The chunks that draw the picture (PNG and APNG): header, palette, data, transparency, colour
 * and pixel size. Everything else goes: text (tEXt, iTXt, zTXt: XMP and captions), eXIf, tIME
 * and any chunk a program made up, since a chunk we do not know may carry anything.
 */
const DRAWING_CHUNKS = new Set([
  'IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'hIST', 'pHYs', 'sPLT', 'acTL', 'fcTL', 'fdAT',
]);

/** A PNG with only its drawing chunks, up to its end chunk; null when the chunks do not fit the file. */
export function pngWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  if (!SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  const out = new ByteParts();
  out.push(bytes.subarray(0, SIGNATURE.length));
  let at = SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + u32be(bytes, at);
    if (end > bytes.length) return null;
    if (DRAWING_CHUNKS.has(type)) out.push(bytes.subarray(at, end));
    if (type === 'IEND') return out.join();
    at = end;
  }
  return null;
}
