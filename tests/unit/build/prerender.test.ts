import { describe, expect, it } from 'vitest';
import { fillTemplate, localizeDocument, pageFile, prepareTemplate, publicOrigin } from '../../../build/prerender';
import { webManifest } from '../../../src/app/web-manifest';
import { brand } from '../../../src/config/brand';
import { messages as englishMessages } from '../../../src/i18n/catalogs/document/en';
import { messages as spanishMessages } from '../../../src/i18n/catalogs/document/es';
import { catalogueTranslator } from '../../../src/contract/translate';
import { localeShells, pageAddress, prerenderedPages } from '../../../sw/to-cache';

const TEMPLATE = `<!doctype html><html><head><title>Provider</title></head><body><div id="root"></div></body></html>`;

describe('the prerendered page files', () => {
  it('lay out one folder per address, the home page at the top', () => {
    expect(pageFile('/dist', '/')).toBe('/dist/index.html');
    expect(pageFile('/dist', '/client/intake/new/state-selection')).toBe('/dist/client/intake/new/state-selection/index.html');
  });

  it("carry the address, the title, the image hints and emotion's style tags", () => {
    const html = fillTemplate(TEMPLATE, '/about-us', {
      html: '<link rel="preload" as="image" href="/images/a.svg"/><h1 class="mui-a1">About</h1>',
      styles: '<style data-emotion="mui a1">.mui-a1{color:red}</style>',
      title: 'About Us | Provider',
    });
    const [head, body] = html.split('<body>');
    expect(head).toContain('<title>About Us | Provider</title>');
    expect(head).toContain('<link rel="preload" as="image" href="/images/a.svg"/>');
    expect(head).toContain('<style data-emotion="mui a1">.mui-a1{color:red}</style></head>');
    expect(body).toBe('<div id="root" data-prerendered="/about-us"><h1 class="mui-a1">About</h1></div></body></html>');
  });

  it('preload the faces given, a face drawn only under a media query with that query', () => {
    const template = prepareTemplate(TEMPLATE, [{ href: '/assets/roboto-core-700-x.woff2' }, { href: '/assets/roboto-core-500-x.woff2', media: '(min-width:64em)' }]);
    expect(template).toBe(
      '<!doctype html><html><head><title>Provider</title>' +
        '\n    <link rel="preload" href="/assets/roboto-core-700-x.woff2" as="font" type="font/woff2" crossorigin />' +
        '\n    <link rel="preload" href="/assets/roboto-core-500-x.woff2" as="font" type="font/woff2" crossorigin media="(min-width:64em)" />' +
        '</head><body><div id="root"></div></body></html>',
    );
    expect(fillTemplate(template, '/', { html: '<h1>Home</h1>', styles: '', title: null })).toContain('<link rel="preload" href="/assets/roboto-core-700-x.woff2"');
  });

  it('run the head script in <head>, a classic script that blocks the first paint, the shell included', () => {
    const template = prepareTemplate(TEMPLATE, [], '/assets/head-script-1a2b3c4d.js');
    const [head] = template.split('<body>');
    expect(head).toContain('<script src="/assets/head-script-1a2b3c4d.js"></script></head>');
    expect(head).not.toMatch(/type="module"|defer|async/);
  });
});

describe('each language of a page', () => {
  it("says the page's language, description and manifest, and links to every language's copy", () => {
    const template = `<!doctype html>\n<html lang="en">\n<head><meta name="description" content="Services." /><title>Provider</title><link rel="manifest" href="/manifest.webmanifest"></head><body><noscript>This app needs JavaScript.</noscript><div id="root"></div></body></html>`;
    const html = localizeDocument(template, {
      lang: 'es',
      description: 'Servicios "buenos".',
      noscript: 'Esta aplicación necesita JavaScript.',
      manifest: '/es/manifest.webmanifest',
      alternates: [
        { hreflang: 'en', href: '/about-us' },
        { hreflang: 'es', href: '/es/about-us' },
        { hreflang: 'x-default', href: '/about-us' },
      ],
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta name="description" content="Servicios &quot;buenos&quot;." />');
    expect(html).toContain('<link rel="manifest" href="/es/manifest.webmanifest">');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="/es/about-us" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/about-us" />');
    expect(html).toContain('<noscript>Esta aplicación necesita JavaScript.</noscript>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('names its own address as the canonical one, absolute with the public origin', () => {
    const html = localizeDocument('<html lang="en"><head><title>Provider</title></head></html>', {
      lang: 'es',
      description: '',
      noscript: '',
      manifest: '/es/manifest.webmanifest',
      alternates: [
        { hreflang: 'en', href: 'https://apply.example.org/' },
        { hreflang: 'es', href: 'https://apply.example.org/es/' },
        { hreflang: 'x-default', href: 'https://apply.example.org/' },
      ],
      canonical: 'https://apply.example.org/es/',
    });
    expect(html).toContain(
      [
        '<title>Provider</title>',
        '    <link rel="canonical" href="https://apply.example.org/es/" />',
        '    <link rel="alternate" hreflang="en" href="https://apply.example.org/" />',
        '    <link rel="alternate" hreflang="es" href="https://apply.example.org/es/" />',
        '    <link rel="alternate" hreflang="x-default" href="https://apply.example.org/" />',
      ].join('\n'),
    );
  });

  it('takes PUBLIC_ORIGIN as an origin only, refusing anything else', () => {
    expect(publicOrigin(undefined)).toBeNull();
    expect(publicOrigin('  ')).toBeNull();
    expect(publicOrigin('https://apply.example.org')).toBe('https://apply.example.org');
    expect(publicOrigin('https://Apply.Example.org/')).toBe('https://apply.example.org');
    expect(publicOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    for (const wrong of ['apply.example.org', 'https://apply.example.org/app', 'https://apply.example.org/?a=1', 'ftp://apply.example.org', 'https://user@apply.example.org']) {
      expect(() => publicOrigin(wrong), wrong).toThrow(/PUBLIC_ORIGIN must be an origin/);
    }
  });

  it('makes the Spanish manifest from the same source as the English one: same app, Spanish words and addresses', () => {
    const english = webManifest('en', catalogueTranslator('en', englishMessages));
    const spanish = webManifest('es', catalogueTranslator('es', spanishMessages));
    expect(english).toMatchObject({ id: '/', name: brand.appName, lang: 'en-US', start_url: '/', scope: '/' });
    expect(english.shortcuts.map(({ name, short_name, url }) => ({ name, short_name, url }))).toEqual([
      { name: 'Apply Now', short_name: 'Apply', url: '/client/intake' },
      { name: 'My Account', short_name: 'Account', url: '/my-account' },
    ]);
    expect(spanish).toEqual({
      ...english,
      description: 'Servicios de Representante de Beneficiario, Fiduciario Federal y Administración de Dinero en Maryland, Virginia y Ohio.',
      lang: 'es-US',
      start_url: '/es/',
      shortcuts: [
        { ...english.shortcuts[0], name: 'Solicitar ahora', short_name: 'Solicitar', url: '/es/client/intake' },
        { ...english.shortcuts[1], name: 'Mi cuenta', short_name: 'Cuenta', url: '/es/my-account' },
      ],
      screenshots: [
        { ...english.screenshots[0], label: 'La página de inicio en un teléfono' },
        { ...english.screenshots[1], label: 'La página de inicio en una computadora' },
      ],
    });
  });
});

describe("the service worker's list of prerendered pages", () => {
  it("finds each language's shell and reads an address with or without its trailing slash", () => {
    expect([...localeShells([{ url: 'shell.html' }, { url: 'es/shell.html' }, { url: 'es/index.html' }])]).toEqual([['/es', 'es/shell.html']]);
    expect(pageAddress('/es/')).toBe('/es');
    expect(pageAddress('/about-us/')).toBe('/about-us');
    expect(pageAddress('/')).toBe('/');
  });

  it('maps each precached index.html to its address, and nothing else', () => {
    const pages = prerenderedPages([
      { url: 'index.html' },
      { url: 'about-us/index.html' },
      { url: 'client/intake/new/state-selection/index.html' },
      { url: 'shell.html' },
      { url: 'assets/index-abc.js' },
    ]);
    expect([...pages]).toEqual([
      ['/', 'index.html'],
      ['/about-us', 'about-us/index.html'],
      ['/client/intake/new/state-selection', 'client/intake/new/state-selection/index.html'],
    ]);
  });
});
