import { describe, expect, it } from 'vitest';
import { oneThemePlugin } from '../../../build/one-theme';

const resolveId = (source: string, importer?: string) => {
  const hook = oneThemePlugin().resolveId as (source: string, importer?: string) => string | null;
  return hook(source, importer);
};

describe("the app's theme standing in for MUI's default", () => {
  it("answers MUI's own imports of its default theme with the app's theme", () => {
    for (const [source, importer] of [
      ['./defaultTheme.mjs', '/app/node_modules/@mui/material/styles/styled.mjs'],
      ['./defaultTheme.mjs', '/app/node_modules/@mui/material/styles/useTheme.mjs'],
      ['../styles/defaultTheme.mjs', '/app/node_modules/@mui/material/GlobalStyles/GlobalStyles.mjs'],
    ] as const) {
      expect(resolveId(source, importer)).toMatch(/src[\\/]app[\\/]mui-default-theme\.ts$/);
    }
  });

  it('leaves every other import alone', () => {
    expect(resolveId('./defaultTheme.mjs', '/app/node_modules/@mui/system/styled.mjs')).toBeNull();
    expect(resolveId('./createTheme.mjs', '/app/node_modules/@mui/material/styles/index.mjs')).toBeNull();
    expect(resolveId('@mui/material/styles', '/app/src/app/theme.ts')).toBeNull();
    expect(resolveId('./defaultTheme.mjs')).toBeNull();
  });
});
