// @vitest-environment node
// (it only calls the build's chunk naming with a made-up module graph: no page is needed)
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkByStage } from '../../../build/chunks';

const BOOT = fileURLToPath(new URL('../../../src/boot.ts', import.meta.url));
const mui = (path: string) => `/app/node_modules/@mui/material/${path}`;

/** A module graph as Rolldown's chunking context gives it: each module's static and dynamic imports. */
function graphOf(imports: Record<string, string[]>, dynamic: Record<string, string[]> = {}) {
  return {
    getModuleInfo: (id: string) =>
      id in imports || id in dynamic ? { importedIds: imports[id] ?? [], dynamicallyImportedIds: dynamic[id] ?? [] } : null,
  };
}

const GRAPH = graphOf(
  {
    [BOOT]: ['/app/src/boot-helper.ts'],
    '/app/node_modules/react-dom/client.js': ['/app/node_modules/react/index.js'],
    '/app/src/app/theme.ts': [mui('styles/index.mjs')],
    [mui('styles/index.mjs')]: [mui('styles/enhanceHighContrast.mjs'), '/app/node_modules/react/index.js'],
    [mui('styles/enhanceHighContrast.mjs')]: [mui('FilledInput/filledInputClasses.mjs')],
    [mui('FilledInput/filledInputClasses.mjs')]: [mui('InputBase/index.mjs')],
    [mui('InputBase/index.mjs')]: [mui('InputBase/InputBase.mjs'), mui('InputBase/inputBaseClasses.mjs')],
    [mui('InputBase/InputBase.mjs')]: [mui('TextareaAutosize/index.mjs')],
    '/app/src/main.tsx': ['/app/src/shell.tsx', mui('styles/index.mjs')],
    '/app/src/shell.tsx': [mui('Button/index.mjs')],
    [mui('Button/index.mjs')]: [mui('Button/Button.mjs')],
  },
  { [BOOT]: ['/app/node_modules/react-dom/client.js', '/app/src/app/theme.ts', '/app/src/main.tsx'] },
);

describe('the start-up stages of the build', () => {
  const name = chunkByStage();
  const stageOf = (id: string) => name(id, GRAPH);

  it('put each module in the first stage that imports it, and leave the boot script and the rest to Rolldown', () => {
    expect(stageOf('/app/node_modules/react-dom/client.js')).toBe('react-dom');
    expect(stageOf('/app/node_modules/react/index.js')).toBe('react-dom');
    expect(stageOf('/app/src/app/theme.ts')).toBe('theme');
    expect(stageOf(mui('styles/index.mjs'))).toBe('theme');
    expect(stageOf('/app/src/main.tsx')).toBe('main');
    expect(stageOf(mui('Button/Button.mjs'))).toBe('main');
    expect(stageOf('/app/src/boot-helper.ts')).toBeNull();
    expect(stageOf('/app/src/some-screen.tsx')).toBeNull();
  });

  it("give the theme the class names that MUI's styles reach through a field's index, and not the field", () => {
    expect(stageOf(mui('FilledInput/filledInputClasses.mjs'))).toBe('theme');
    expect(stageOf(mui('InputBase/inputBaseClasses.mjs'))).toBe('theme');
    expect([mui('InputBase/index.mjs'), mui('InputBase/InputBase.mjs'), mui('TextareaAutosize/index.mjs')].map(stageOf)).toEqual([null, null, null]);
  });
});
