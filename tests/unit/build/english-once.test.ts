// @vitest-environment node
// (it reads the source files and runs the build's transform on strings: no page is needed)
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { descriptorCount, descriptorMessages, englishOnce } from '../../../build/english-once';

const SRC = fileURLToPath(new URL('../../../src', import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The plugin's transform, as the build calls it (`this.error` throws, as Rolldown's does). */
function transform(code: string, id = '/app/src/feature/texts.ts'): string {
  const { transform: hook } = englishOnce();
  if (!hook || typeof hook !== 'object') throw new Error('englishOnce has no transform');
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const result = (hook.handler as (this: typeof context, code: string, id: string) => { code: string })
    .call(context, code, id);
  return result.code;
}

describe('the build leaves the English of descriptors out', () => {
  it("finds the message of every descriptor in the app's source", () => {
    const unfound = sourceFiles(SRC)
      .map((file) => ({ file, code: readFileSync(file, 'utf8') }))
      .filter(({ code }) => descriptorMessages(code).length !== descriptorCount(code))
      .map(({ file }) => relative(SRC, file));
    expect(unfound).toEqual([]);
    // Not vacuous: the app's texts are written as descriptors.
    expect(sourceFiles(SRC).reduce((sum, file) => sum + descriptorCount(readFileSync(file, 'utf8')), 0)).toBeGreaterThan(500);
  });

  it('keeps each id, on one line or wrapped, with quotes of either kind inside the message', () => {
    const code = [
      "export const a = /*i18n*/ { id: 'one', message: 'Say \\'hello\\'' };",
      'export const b = {',
      '  long: /*i18n*/ {',
      "    id: 'two',",
      '    message:',
      '      "It\'s {count, plural, one {# step} other {# steps}}",',
      '  },',
      '};',
    ].join('\n');
    const out = transform(code);
    expect(out).not.toContain('message');
    expect(out).not.toContain('hello');
    expect(out).not.toContain('steps');
    // What is left is still code that runs, with the ids in place.
    const run = new Function(out.replaceAll('export const', 'var').concat('\nreturn [a, b];')) as () => unknown;
    expect(run()).toEqual([{ id: 'one' }, { long: { id: 'two' } }]);
  });

  it('stops the build at a descriptor whose message it cannot find', () => {
    expect(() => transform("export const c = /*i18n*/ { id: 'three', message: `Built ${'up'}` };")).toThrow(
      /texts\.ts: a \/\*i18n\*\/ descriptor whose message the build cannot find/,
    );
  });
});
