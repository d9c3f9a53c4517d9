import { join } from 'node:path';
import type { Plugin } from 'vite';

const APP_THEME_AS_DEFAULT = 'src/app/mui-default-theme.ts';

/**
 * MUI builds a default theme when its styling code loads (styles/defaultTheme), for components
 * drawn outside a ThemeProvider. This app draws none there: every screen sits inside
 * AppProviders' ThemeProvider. Building a theme is the largest single piece of the work done
 * while the app's code is evaluated (~25 ms of ~100 on this machine, x4 on a slow phone),
 * so the app's own theme stands in for MUI's default and is built once.
 */
export function oneThemePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'one-mui-theme',
    // The build only: the dev server and the unit tests keep MUI as it is published.
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      root = config.root;
    },
    resolveId(source, importer) {
      const fromMuiStyles = importer !== undefined && /[\\/]@mui[\\/]material[\\/](?:styles|GlobalStyles)[\\/]/.test(importer);
      if (fromMuiStyles && /(?:^\.\/|\/styles\/)defaultTheme\.mjs$/.test(source)) return join(root, APP_THEME_AS_DEFAULT);
      return null;
    },
  };
}
