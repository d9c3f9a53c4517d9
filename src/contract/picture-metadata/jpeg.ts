import { ByteParts, startsWith, textBytes, u16be, u32be } from './bytes';

/**
 * A JPEG without its metadata, by walking its segments (never by decoding or encoding it):
 * every APPn segment (Exif with GPS, camera and times; XMP; ICC; maker notes; MPF), comments
 * and anything after the end of the image go. Kept: the segments that code the picture, a
 * plain JFIF header (its thumbnail dropped), Adobe's colour-transform flag (CMYK pictures need
 * it to decode) and, where the camera recorded a rotation, an Exif holding only that rotation,
 * so the picture still shows the right way up. Null when the bytes are not a well-formed JPEG.
 */
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;
const ORIENTATION_TAG = 0x0112;

/** Frames, Huffman and arithmetic tables, quantisation tables, restart interval, line count, hierarchy, expansion. */
const isCodingMarker = (marker: number) => (marker >= 0xc0 && marker <= 0xcf) || (marker >= 0xdb && marker <= 0xdf);
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** The rotation an Exif block records (1 to 8; 1 when it says none or cannot be read). */
export function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const little = startsWith(tiff, 0, 'II');
  if (!little && !startsWith(tiff, 0, 'MM')) return 1;
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : u16be(tiff, at));
  const u32 = (at: number) => (little ? (u16(at) | (u16(at + 2) << 16)) >>> 0 : u32be(tiff, at));
  if (u16(2) !== 42) return 1;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  for (let entry = 0; entry < u16(ifd); entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) break;
    if (u16(at) !== ORIENTATION_TAG) continue;
    const value = u16(at + 8);
    return u16(at + 2) === 3 && value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** An APP1 segment whose Exif holds the orientation tag and nothing else (big-endian TIFF, one entry). */
function orientationSegment(orientation: number): Uint8Array {
  const payload = [...textBytes('Exif\0\0'), ...textBytes('MM'), 0, 42, 0, 0, 0, 8, 0, 1];
  payload.push(0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0);
  const length = payload.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

/** A JFIF header without its thumbnail: version, units and densities only. */
function plainJfif(payload: Uint8Array): Uint8Array | null {
  if (payload.length < 14 || !startsWith(payload, 0, 'JFIF\0')) return null;
  return Uint8Array.from([0xff, APP0, 0, 16, ...payload.subarray(0, 12), 0, 0]);
}

/** The segment to keep in place of this one, or null to drop it. */
function keptSegment(marker: number, segment: Uint8Array, state: { orientation: boolean }): Uint8Array | null {
  const payload = segment.subarray(4);
  if (isCodingMarker(marker)) return segment;
  if (marker === APP0) return plainJfif(payload);
  if (marker === APP14 && payload.length === 12 && startsWith(payload, 0, 'Adobe')) return segment;
  if (marker === APP1 && !state.orientation && startsWith(payload, 0, 'Exif\0\0')) {
    const orientation = exifOrientation(payload.subarray(6));
    if (orientation === 1) return null;
    state.orientation = true;
    return orientationSegment(orientation);
  }
  return null;
}

/** Where the entropy-coded data after a scan header ends: the next marker that is not a stuffed byte or a restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let at = from; at < bytes.length - 1; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 1;
    else return at;
  }
  return bytes.length;
}

export function jpegWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const out = new ByteParts();
  out.push([0xff, SOI]);
  const state = { orientation: false };
  let scanned = false;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === EOI) {
      out.push([0xff, EOI]);
      return out.join();
    }
    if (isStandalone(marker)) {
      out.push([0xff, marker]);
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const end = at + 2 + u16be(bytes, at + 2);
    if (end > bytes.length || end < at + 4) return null;
    const segment = bytes.subarray(at, end);
    at = end;
    if (marker === SOS) {
      scanned = true;
      out.push(segment);
      const dataEnd = scanEnd(bytes, at);
      out.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
      continue;
    }
    const kept = keptSegment(marker, segment, state);
    if (kept) out.push(kept);
  }
  // The picture's data ran to the end without an end marker (a cut-off file): what it had is kept.
  return scanned ? out.join() : null;
}
