import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/**
 * Roboto's core faces: the Latin faces cut down to the characters the app's own texts are
 * written in (plain ASCII, the no-break space, the copyright sign, Spanish's accented vowels,
 * ñ and its opening ¿ ¡, and general punctuation: curly quotes, dashes, the ellipsis, the bullet,
 * MUI's zero-width space). Each is 13 KB
 * instead of 22 KB, and a first screen fetches two or three of them before its text settles.
 *
 * src/fonts.css declares them after @fontsource's faces with this unicode-range, so the
 * browser checks them first for these characters. Anything else (a name with an accent)
 * still draws in Roboto, from the full Latin face, which the browser fetches only then.
 * tests/unit/build/roboto-core.test.ts keeps the files, the stylesheet and the app's texts
 * in step with this range. Run it after upgrading @fontsource/roboto or changing the range,
 * and commit the files it writes:
 *
 *   npm run generate:fonts
 */
export const CORE_UNICODE_RANGE = 'U+0020-007E,U+00A0-00A1,U+00A9,U+00BF,U+00C1,U+00C9,U+00CD,U+00D1,U+00D3,U+00DA,U+00DC,U+00E1,U+00E9,U+00ED,U+00F1,U+00F3,U+00FA,U+00FC,U+2000-206F';
export const CORE_WEIGHTS = [400, 500, 700] as const;
export type CoreWeight = (typeof CORE_WEIGHTS)[number];

const ROOT = resolve(import.meta.dirname, '..');

/** The committed face of one weight, as src/fonts.css links it. */
export function coreFontPath(weight: CoreWeight): string {
  return join(ROOT, 'src', 'fonts', `roboto-core-${weight}.woff2`);
}

/** Every code point a CSS unicode-range of single points and spans (`U+20-7E,U+A9`) names. */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range part: ${part}`);
    const first = Number.parseInt(match[1]!, 16);
    const last = match[2] === undefined ? first : Number.parseInt(match[2], 16);
    return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  });
}

/** The core face of one weight, cut from the installed @fontsource/roboto Latin face. */
export async function subsetCoreFace(weight: CoreWeight): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const latin = readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`));
  return subsetFont(latin, String.fromCodePoint(...codePointsOf(CORE_UNICODE_RANGE)), { targetFormat: 'woff2' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const weight of CORE_WEIGHTS) {
    const face = await subsetCoreFace(weight);
    writeFileSync(coreFontPath(weight), face);
    console.log(`${coreFontPath(weight)}: ${face.length} bytes`);
  }
}
