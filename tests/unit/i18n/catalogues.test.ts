// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/contract/locales';
import { MESSAGES } from '@/contract/messages';
import { CONTRACT_PARTS, SCREEN_AREAS } from '@/i18n/areas';

interface Entry {
  translation: string;
  message: string;
}
type Catalogue = Record<string, Entry>;

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** The contract's parts, the forms' parts', the app shell's, the pages' heads', each area's of screens and the server's own (lingui.config.ts). */
const CATALOGUES = [
  ...CONTRACT_PARTS.map((part) => ({ name: `contract-${part}`, committed: join(ROOT, 'src', 'contract', 'catalogs', part) })),
  ...['forms', 'shell', 'document', ...SCREEN_AREAS].map((name) => ({ name, committed: join(ROOT, 'src', 'i18n', 'catalogs', name) })),
  { name: 'server', committed: join(ROOT, 'server', 'catalogs') },
];
const EACH = CATALOGUES.flatMap((catalogue) => LOCALES.map((locale) => [catalogue.name, locale, catalogue.committed] as const));
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
    for (const { name, committed } of CATALOGUES) for (const file of readdirSync(committed)) cpSync(join(committed, file), join(fresh, name, file));
    const env = { ...process.env, LINGUI_CATALOGS_DIR: fresh };
    const lingui = join(ROOT, 'node_modules', '.bin', 'lingui');
    execFileSync(lingui, ['extract', '--clean', '--workers', '1'], { cwd: ROOT, env, stdio: 'pipe' });
    execFileSync(lingui, ['compile', '--strict', '--typescript', '--workers', '1'], { cwd: ROOT, env, stdio: 'pipe' });
  }, 120_000);
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it.each(EACH)('%s %s holds exactly the texts the code uses, in their current English', (name, locale, committed) => {
    expect(read(committed, locale)).toEqual(read(join(fresh, name), locale));
  });

  it.each(EACH)('%s %s is compiled from its catalogue as it is now', (name, locale, committed) => {
    expect(readFileSync(join(committed, `${locale}.ts`), 'utf8')).toBe(readFileSync(join(fresh, name, `${locale}.ts`), 'utf8'));
  });

  it('keeps each text in one catalogue: the app never downloads the server’s, nor the server the screens’', () => {
    // But the contract's texts that any screen may say, which the shell's catalogue holds too (and the contract's `common`, for the server).
    const anyScreen = new Set<string>(Object.values(MESSAGES).map((message) => message.id));
    const ids = CATALOGUES.map(({ committed }) => Object.keys(read(committed, 'en')));
    const twice = ids.flatMap((mine, index) =>
      mine.filter((id) => ids.some((other, at) => at !== index && other.includes(id) && !(anyScreen.has(id) && [CATALOGUES[at]!.name, CATALOGUES[index]!.name].sort().join() === 'contract-common,shell'))),
    );
    expect(twice).toEqual([]);
    const shell = Object.keys(read(CATALOGUES.find(({ name }) => name === 'shell')!.committed, 'en'));
    expect([...anyScreen].filter((id) => !shell.includes(id)), 'in the contract but not the shell').toEqual([]);
  });

  it.each(CATALOGUES)('$name translates every text into Spanish, keeping its placeholders and tags', ({ committed }) => {
    const missing: string[] = [];
    const broken: string[] = [];
    for (const [id, entry] of Object.entries(read(committed, 'es'))) {
      if (!entry.translation.trim()) missing.push(id);
      else if (placeholders(entry.translation).join() !== placeholders(entry.message).join() || tags(entry.translation).join() !== tags(entry.message).join()) broken.push(id);
    }
    expect(missing, 'texts with no Spanish').toEqual([]);
    expect(broken, 'Spanish that lost or added a {placeholder} or <tag>').toEqual([]);
  });

  it.each(CATALOGUES)('$name keeps the English exactly as the code writes it', ({ committed }) => {
    for (const [id, entry] of Object.entries(read(committed, 'en'))) expect(entry.translation, id).toBe(entry.message);
  });
});
