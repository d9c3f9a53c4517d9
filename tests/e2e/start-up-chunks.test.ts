import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_DIST } from './support/product';

/** The start-up stages' chunks, in the order the boot script runs them (build/chunks.ts). */
const STAGES = ['react-dom', 'theme', 'main'];
const assets = join(E2E_DIST, 'assets');

/** The chunks a built script imports statically, by their file names. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  return [...code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*(?:from\s*)?"\.\/([^"]+)"/g)].map((match) => match[1]!);
}

describe('the built start-up stages', () => {
  it('import nothing but the module runtime, the boot script and the stages before them, so each runs in its turn', () => {
    const boot = /<script type="module"[^>]* src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(E2E_DIST, 'index.html'), 'utf8'))![1]!;
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const stageOf = (file: string) => STAGES.find((stage) => file.startsWith(`${stage}-`));
    const chunks = STAGES.map((stage) => files.filter((file) => stageOf(file) === stage));
    // One chunk each: a stage cut in two would mean a module of it was claimed by another group.
    expect(chunks.map((list) => list.length)).toEqual([1, 1, 1]);
    const later = chunks.map(([file], index) => ({
      stage: STAGES[index],
      imports: staticImports(file!).filter(
        (imported) => imported !== boot && !imported.startsWith('rolldown-runtime-') && !STAGES.slice(0, index).includes(stageOf(imported) ?? ''),
      ),
    }));
    expect(later).toEqual(STAGES.map((stage) => ({ stage, imports: [] })));
  });

  it("are all asked for as the boot script imports the first, so none waits for the one before it to run", () => {
    const boot = /<script type="module"[^>]* src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(E2E_DIST, 'index.html'), 'utf8'))![1]!;
    const code = readFileSync(join(assets, boot), 'utf8');
    // Vite's preload helper: the files of the build (`m.f=[…]`) and, for each dynamic import in
    // turn, the indices of those it preloads (`__vite__mapDeps([…])`).
    const files = JSON.parse(`[${/m\.f=\[([^\]]*)\]/.exec(code)![1]!}]`) as string[];
    const first = JSON.parse(/__vite__mapDeps\((\[[\d,]*\])\)/.exec(code)![1]!) as number[];
    const preloaded = first.map((index) => files[index]!.replace('assets/', ''));
    expect(STAGES.map((stage) => preloaded.some((file) => file.startsWith(`${stage}-`)))).toEqual([true, true, true]);
  });
});
