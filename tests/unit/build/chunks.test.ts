// @vitest-environment node
// (it only calls the build's chunk naming with a made-up module graph: no page is needed)
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_CLIENT, chunkByStage, stagesFetchedTogether } from '../../../build/chunks';

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

describe('the start-up stages as the boot script asks for them', () => {
  const stages = stagesFetchedTogether();
  const chunk = (name: string, fileName: string, moduleIds: string[] = []) => ({ type: 'chunk', name, fileName, moduleIds });
  stages.plugin.generateBundle.handler(
    {},
    {
      'assets/index-1.js': chunk('index', 'assets/index-1.js', [BOOT, '/app/src/boot-helper.ts']),
      'assets/react-dom-2.js': chunk('react-dom', 'assets/react-dom-2.js'),
      'assets/theme-3.js': chunk('theme', 'assets/theme-3.js'),
      'assets/main-4.js': chunk('main', 'assets/main-4.js'),
      'assets/home-page-5.js': chunk('home-page', 'assets/home-page-5.js'),
      'assets/logo.svg': { type: 'asset', name: 'logo', fileName: 'assets/logo.svg' },
    },
  );
  const fromBoot = { hostId: 'assets/index-1.js', hostType: 'js' as const };

  it("fetch every stage's file with the first stage", () => {
    expect(stages.resolveDependencies('assets/react-dom-2.js', ['assets/react-dom-2.js', 'assets/runtime-0.js'], fromBoot)).toEqual([
      'assets/react-dom-2.js',
      'assets/runtime-0.js',
      'assets/theme-3.js',
      'assets/main-4.js',
    ]);
  });

  it("leave every other import's preloads as Vite found them", () => {
    const later = ['assets/theme-3.js', 'assets/runtime-0.js', 'assets/react-dom-2.js'];
    expect(stages.resolveDependencies('assets/theme-3.js', later, fromBoot)).toEqual(later);
    expect(stages.resolveDependencies('assets/react-dom-2.js', ['assets/react-dom-2.js'], { hostId: 'assets/main-4.js', hostType: 'js' })).toEqual(['assets/react-dom-2.js']);
    expect(stages.resolveDependencies('assets/home-page-5.js', ['assets/home-page-5.js'], { hostId: 'assets/main-4.js', hostType: 'js' })).toEqual(['assets/home-page-5.js']);
  });
});

describe("the API client's chunk", () => {
  it('takes the API client and the libraries it stands on, and nothing else', () => {
    const taken = ['/app/src/api/client.ts', '/app/node_modules/swr/dist/index/index.mjs', '/app/node_modules/superstruct/dist/index.mjs', '/app/node_modules/redaxios/dist/redaxios.module.js', '/app/node_modules/dequal/lite/index.mjs'];
    const left = ['/app/src/features/account/api/client-programs.ts', '/app/src/apiary.ts', '/app/node_modules/swr-like/index.js', '/app/node_modules/@mui/material/Button/Button.mjs'];
    expect(taken.filter((id) => API_CLIENT.test(id))).toEqual(taken);
    expect(left.filter((id) => API_CLIENT.test(id))).toEqual([]);
  });
});
