import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';
import { brand } from './src/config/brand.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
process.env.VITE_APP_VERSION ??= `${process.env.npm_package_version ?? '0'}+${new Date().toISOString().slice(0, 16)}`;

/** Fills the page's name, description and theme colour from the brand config. */
function brandHtml(): Plugin {
  const values: Record<string, string> = {
    NAME: brand.appName,
    DESCRIPTION: brand.description,
    THEME_COLOR: brand.themeColor,
  };
  return {
    name: 'brand-html',
    transformIndexHtml: (html) => html.replace(/__APP_([A-Z_]+)__/g, (match, key: string) => values[key] ?? match),
  };
}

export default defineConfig({
  resolve: { alias: { '@': src } },
  plugins: [
    react(),
    brandHtml(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: brand.appName,
        short_name: brand.shortName,
        description: brand.description,
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: brand.themeColor,
        background_color: brand.backgroundColor,
        categories: ['finance', 'government'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Apply Now', short_name: 'Apply', url: '/client/intake', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          { name: 'My Account', short_name: 'Account', url: '/my-account', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,ico}', '**/roboto-latin-*.woff2'],
        // The icons' SVG sources are for the generator; the manifest's PNGs are precached.
        globIgnores: ['icons/*.svg'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'https://localhost/' } },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // MUI screens driven by user-event are slow on two cores shared with a browser run.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
