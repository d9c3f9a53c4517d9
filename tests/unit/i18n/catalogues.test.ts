// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/contract/locales';

interface Entry {
  translation: string;
  message: string;
}
type Catalogue = Record<string, Entry>;

const ROOT = join(import.meta.dirname, '..', '..', '..');
const COMMITTED = join(ROOT, 'src', 'contract', 'catalogs');
const read = (dir: string, locale: string): Catalogue => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Catalogue;
/** The {arguments} of an ICU message; a plural's branches (`one {…}`, `=0 {…}`) are text, not arguments. */
const placeholders = (text: string) =>
  [...text.matchAll(/([^\s{}]*)\s*\{\s*(\w+)/g)].filter((match) => !/^(zero|one|two|few|many|other|=\d+)$/.test(match[1]!)).map((match) => match[2]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0]).sort();

/**
 * The catalogues are what `npm run i18n` makes of the source today: the test runs Lingui's own
 * extraction and compilation on a copy and compares, so a text written in the code but missing
 * from the catalogues fails here, and so does a catalogue entry that nothing uses any more.
 */
describe('the catalogues', () => {
  let fresh = '';
  beforeAll(() => {
    fresh = mkdtempSync(join(tmpdir(), 'catalogues-'));
    for (const name of readdirSync(COMMITTED)) cpSync(join(COMMITTED, name), join(fresh, name));
    const env = { ...process.env, LINGUI_CATALOGS_DIR: fresh };
    const lingui = join(ROOT, 'node_modules', '.bin', 'lingui');
    execFileSync(lingui, ['extract', '--clean', '--workers', '1'], { cwd: ROOT, env, stdio: 'pipe' });
    execFileSync(lingui, ['compile', '--strict', '--typescript', '--workers', '1'], { cwd: ROOT, env, stdio: 'pipe' });
  }, 120_000);
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it.each(LOCALES)('%s holds exactly the texts the code uses, in their current English', (locale) => {
    expect(read(COMMITTED, locale)).toEqual(read(fresh, locale));
  });

  it.each(LOCALES)('%s is compiled from its catalogue as it is now', (locale) => {
    expect(readFileSync(join(COMMITTED, `${locale}.ts`), 'utf8')).toBe(readFileSync(join(fresh, `${locale}.ts`), 'utf8'));
  });

  it('translates every text into Spanish, keeping its placeholders and tags', () => {
    const missing: string[] = [];
    const broken: string[] = [];
    for (const [id, entry] of Object.entries(read(COMMITTED, 'es'))) {
      if (!entry.translation.trim()) missing.push(id);
      else if (placeholders(entry.translation).join() !== placeholders(entry.message).join() || tags(entry.translation).join() !== tags(entry.message).join()) broken.push(id);
    }
    expect(missing, 'texts with no Spanish').toEqual([]);
    expect(broken, 'Spanish that lost or added a {placeholder} or <tag>').toEqual([]);
  });

  it('keeps the English exactly as the code writes it', () => {
    for (const [id, entry] of Object.entries(read(COMMITTED, 'en'))) expect(entry.translation, id).toBe(entry.message);
  });
});
