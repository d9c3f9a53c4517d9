/**
 * The type of an upload read from its first bytes, never from its name or the browser's
 * word: a script renamed to photo.png is 'application/octet-stream' here. The server checks
 * every upload with it; the onboarding form checks a chosen file with it before sending.
 */
const SIGNATURES: readonly { type: string; offset: number; bytes: readonly number[] }[] = [
  { type: 'image/png', offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', offset: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/pdf', offset: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

const WEBP_RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP_TAG = [0x57, 0x45, 0x42, 0x50];

const matches = (head: Uint8Array, offset: number, bytes: readonly number[]) => bytes.every((byte, index) => head[offset + index] === byte);

export const UNKNOWN_TYPE = 'application/octet-stream';
export const SNIFF_BYTES = 16;

export function sniffType(head: Uint8Array): string {
  for (const signature of SIGNATURES) if (matches(head, signature.offset, signature.bytes)) return signature.type;
  if (matches(head, 0, WEBP_RIFF) && matches(head, 8, WEBP_TAG)) return 'image/webp';
  return UNKNOWN_TYPE;
}
