import { describe, expect, it } from 'vitest';
import { fillTemplate, firstScreenFontFaces, hoistEmotionStyles, pageFile } from '../../../build/prerender';
import { prerenderedPages } from '../../../sw/to-cache';

const TEMPLATE = `<!doctype html><html><head><title>Provider</title></head><body><div id="root"></div></body></html>`;

describe('the prerendered page files', () => {
  it('lay out one folder per address, the home page at the top', () => {
    expect(pageFile('/dist', '/')).toBe('/dist/index.html');
    expect(pageFile('/dist', '/client/intake/new/state-selection')).toBe('/dist/client/intake/new/state-selection/index.html');
  });

  it("move emotion's rules into one tag in <head>, keeping their order and the global ones apart", () => {
    const { markup, styles } = hoistEmotionStyles(
      '<style data-emotion="css-global 1a">body{margin:0}</style><style data-emotion="css x1">.css-x1{color:red}</style><p class="css-x1">a</p><style data-emotion="css y2 z3">.css-y2{a:b}.css-z3{c:d}</style><p>b</p>',
    );
    expect(markup).toBe('<p class="css-x1">a</p><p>b</p>');
    expect(styles).toBe(
      '<style data-emotion="css-global 1a">body{margin:0}</style><style data-emotion="css x1 y2 z3">.css-x1{color:red}.css-y2{a:b}.css-z3{c:d}</style>',
    );
  });

  it('carry the address, the title, the image hints and the first screen fonts', () => {
    const html = fillTemplate(
      TEMPLATE,
      '/about-us',
      { html: '<link rel="preload" as="image" href="/images/a.svg"/><h1>About</h1>', title: 'About Us | Provider' },
      { hrefs: ['/assets/roboto-latin-700-normal-x.woff2'], faces: '@font-face{font-weight:700}' },
    );
    const [head, body] = html.split('<body>');
    expect(head).toContain('<title>About Us | Provider</title>');
    expect(head).toContain('<link rel="preload" as="image" href="/images/a.svg"/>');
    expect(head).toContain('<link rel="preload" href="/assets/roboto-latin-700-normal-x.woff2" as="font" type="font/woff2" crossorigin />');
    expect(head).toContain('<style>@font-face{font-weight:700}</style>');
    expect(body).toBe('<div id="root" data-prerendered="/about-us"><h1>About</h1></div></body></html>');
  });

  it('inline only the @font-face rules of the faces the first screen uses', () => {
    const css =
      '@font-face{src:url(/assets/roboto-greek-400-normal-a.woff2)}@font-face{src:url(/assets/roboto-latin-400-normal-b.woff2)format("woff2")}';
    expect(firstScreenFontFaces(css, ['/assets/roboto-latin-400-normal-b.woff2'])).toBe(
      '@font-face{src:url(/assets/roboto-latin-400-normal-b.woff2)format("woff2")}',
    );
  });
});

describe("the service worker's list of prerendered pages", () => {
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
