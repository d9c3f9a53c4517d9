// @vitest-environment node
// (wawoff2's WebAssembly binding takes the font's bytes only as its own realm's Uint8Array.)
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_UNICODE_RANGE, CORE_WEIGHTS, codePointsOf, coreFontPath, subsetCoreFace } from '../../../build/roboto-core';

const ROOT = resolve(import.meta.dirname, '../../..');
const FONTS_CSS = readFileSync(join(ROOT, 'src', 'fonts.css'), 'utf8');

/** Every .ts/.tsx file under a folder: the app's texts, and the API's messages it shows. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("Roboto's core faces", () => {
  it('reads a unicode-range as the code points it names', () => {
    expect(codePointsOf('U+41-43,U+A9, U+2026')).toEqual([0x41, 0x42, 0x43, 0xa9, 0x2026]);
    expect(() => codePointsOf('U+41-43;U+A9')).toThrow('Not a unicode-range part');
  });

  it.each(CORE_WEIGHTS)('weight %i: the committed file is the cut of the installed Latin face', async (weight) => {
    const committed = readFileSync(coreFontPath(weight));
    expect(Buffer.compare(committed, await subsetCoreFace(weight)), 'run npm run generate:fonts and commit the files').toBe(0);
    const require = createRequire(import.meta.url);
    const latin = readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`));
    expect(committed.length).toBeLessThan(latin.length * 0.7);
  });

  it('are declared after every @fontsource face, with the core range and the committed files', () => {
    const lastImport = FONTS_CSS.lastIndexOf('@import');
    const faces = [...FONTS_CSS.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => ({ at: match.index, rule: match[1]! }));
    expect(faces.map(({ rule }) => /font-weight:\s*(\d+)/.exec(rule)?.[1])).toEqual(CORE_WEIGHTS.map(String));
    for (const [index, { at, rule }] of faces.entries()) {
      expect(at).toBeGreaterThan(lastImport);
      expect(rule).toContain(`src: url(./fonts/roboto-core-${CORE_WEIGHTS[index]}.woff2) format('woff2');`);
      expect(rule).toContain(`unicode-range: ${CORE_UNICODE_RANGE};`);
      expect(rule).toContain('font-display: swap;');
    }
  });

  it("cover every character of the app's own texts that the Latin face covers", () => {
    const require = createRequire(import.meta.url);
    const ranges = JSON.parse(readFileSync(require.resolve('@fontsource/roboto/unicode.json'), 'utf8')) as Record<string, string>;
    const latin = new Set(codePointsOf(ranges.latin!));
    const core = new Set(codePointsOf(CORE_UNICODE_RANGE));
    const outside = new Map<string, string>();
    for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server'))]) {
      for (const character of readFileSync(file, 'utf8')) {
        const point = character.codePointAt(0)!;
        if (point >= 0x20 && latin.has(point) && !core.has(point)) outside.set(character, file);
      }
    }
    expect(Object.fromEntries(outside)).toEqual({});
  });
});
