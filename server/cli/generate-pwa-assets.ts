/**
 * Renders the app's icons (and, with --screenshots URL, the manifest screenshots) from the
 * SVG sources in public/icons with Debian's Chromium. The PNGs are committed; run this again
 * after changing an icon: `node --import tsx server/cli/generate-pwa-assets.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../..');
const ICONS = join(ROOT, 'public/icons');

const RENDERS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192, transparent: true },
  { source: 'icon.svg', file: 'icon-512.png', size: 512, transparent: true },
  { source: 'maskable.svg', file: 'maskable-192.png', size: 192, transparent: false },
  { source: 'maskable.svg', file: 'maskable-512.png', size: 512, transparent: false },
  // iOS draws its own rounded corners and shows black behind transparency.
  { source: 'maskable.svg', file: 'apple-touch-icon.png', size: 180, transparent: false },
];

const profile = mkdtempSync(join(tmpdir(), 'payee-assets-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const { source, file, size, transparent } of RENDERS) {
    const svg = readFileSync(join(ICONS, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.screenshot({ path: join(ICONS, file), omitBackground: transparent });
    console.log(`wrote public/icons/${file}`);
  }

  const screenshotsFrom = process.argv[process.argv.indexOf('--screenshots') + 1];
  if (process.argv.includes('--screenshots') && screenshotsFrom) {
    for (const [file, width, height] of [
      ['screenshot-narrow.png', 390, 844],
      ['screenshot-wide.png', 1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The install card is for visitors; the install sheet's picture shows the page itself.
      await context.addInitScript({ content: "localStorage.setItem('installPromptDismissed', '1');" });
      await page.goto(screenshotsFrom, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.screenshot({ path: join(ICONS, file) });
      console.log(`wrote public/icons/${file}`);
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
