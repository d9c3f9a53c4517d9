import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, MIN_HINTED_BYTES, compileHintsPlugin } from '../../../build/compile-hints';

interface FakeChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
}

const BIG = 'x'.repeat(MIN_HINTED_BYTES);

const chunk = (name: string, imports: string[] = [], isEntry = false, code = `/* ${name} */${BIG}`): FakeChunk => ({
  type: 'chunk',
  name,
  fileName: `assets/${name}.js`,
  isEntry,
  imports: imports.map((file) => `assets/${file}.js`),
  code,
});

function run(chunks: FakeChunk[]): Record<string, string> {
  const hook = compileHintsPlugin({ entry: 'main' }).generateBundle as { handler: (options: unknown, bundle: Record<string, FakeChunk>) => void };
  const bundle = Object.fromEntries(chunks.map((item) => [item.fileName, item]));
  hook.handler({}, bundle);
  return Object.fromEntries(chunks.map((item) => [item.name, item.code.replace(BIG, '')]));
}

describe("V8's compile hint on the start-up chunks", () => {
  it('marks the app chunk and everything it imports statically, at the very top of the file', () => {
    const code = run([
      chunk('index', ['react'], true),
      chunk('main', ['react', 'theme']),
      chunk('theme', ['styled']),
      chunk('styled'),
      chunk('react'),
      chunk('login-page', ['react', 'form']),
      chunk('form'),
    ]);
    for (const name of ['main', 'theme', 'styled', 'react']) expect(code[name]).toBe(`${COMPILE_HINT}/* ${name} */`);
  });

  it('leaves the boot script and the chunks loaded later (screens, forms) to lazy compilation', () => {
    const code = run([chunk('index', ['main'], true), chunk('main', ['react']), chunk('react'), chunk('login-page', ['react', 'form']), chunk('form')]);
    expect([code.index, code['login-page'], code.form]).toEqual(['/* index */', '/* login-page */', '/* form */']);
  });

  it('leaves small start-up chunks alone: their few functions compile cheaply, the hint would only add bytes', () => {
    const code = run([chunk('main', ['tiny']), chunk('tiny', [], false, '/* tiny */')]);
    expect([code.main, code.tiny]).toEqual([`${COMPILE_HINT}/* main */`, '/* tiny */']);
  });

  it('changes nothing when the build has no app chunk of that name', () => {
    expect(run([chunk('index', [], true), chunk('other')])).toEqual({ index: '/* index */', other: '/* other */' });
  });
});
