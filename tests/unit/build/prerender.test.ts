import { describe, expect, it } from 'vitest';
import { fillTemplate, hoistEmotionStyles, pageFile, prepareTemplate } from '../../../build/prerender';
import { prerenderedPages } from '../../../sw/to-cache';

const TEMPLATE = `<!doctype html><html><head><title>Provider</title></head><body><div id="root"></div></body></html>`;

describe('the prerendered page files', () => {
  it('lay out one folder per address, the home page at the top', () => {
    expect(pageFile('/dist', '/')).toBe('/dist/index.html');
    expect(pageFile('/dist', '/client/intake/new/state-selection')).toBe('/dist/client/intake/new/state-selection/index.html');
  });

  it("move emotion's rules into one tag in <head> named for the app's cache, keeping their order, the global ones apart and marked in place", () => {
    const { markup, styles } = hoistEmotionStyles(
      '<style data-emotion="mui-global 1a">body{margin:0}</style><style data-emotion="mui x1">.mui-x1{color:red}</style><p class="mui-x1">a</p><style data-emotion="mui y2 z3">.mui-y2{a:b}.mui-z3{c:d}</style><p>b</p>',
    );
    expect(markup).toBe('<p class="mui-x1">a</p><p>b</p>');
    expect(styles).toBe(
      '<style data-s="" data-emotion="mui-global 1a">body{margin:0}</style><style data-prerendered-styles="x1 y2 z3">.mui-x1{color:red}.mui-y2{a:b}.mui-z3{c:d}</style>',
    );
  });

  it('carry the address, the title and the image hints', () => {
    const html = fillTemplate(TEMPLATE, '/about-us', {
      html: '<link rel="preload" as="image" href="/images/a.svg"/><style data-emotion="mui a1">.mui-a1{color:red}</style><h1 class="mui-a1">About</h1>',
      title: 'About Us | Provider',
    });
    const [head, body] = html.split('<body>');
    expect(head).toContain('<title>About Us | Provider</title>');
    expect(head).toContain('<link rel="preload" as="image" href="/images/a.svg"/>');
    expect(head).toContain('<style data-prerendered-styles="a1">.mui-a1{color:red}</style></head>');
    expect(body).toBe('<div id="root" data-prerendered="/about-us"><h1 class="mui-a1">About</h1></div></body></html>');
  });

  it('declare the fonts inline in every page, the shell included, and preload the first screen faces', () => {
    const built = '<html><head><title>Provider</title><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head><body><div id="root"></div></body></html>';
    const stylesheets: Record<string, string> = { '/assets/index-a1.css': '@font-face{font-weight:700;src:url(/assets/roboto-latin-700-normal-x.woff2)}\n' };
    const template = prepareTemplate(built, (href) => stylesheets[href]!, ['/assets/roboto-latin-700-normal-x.woff2']);
    expect(template).toBe(
      '<html><head><title>Provider</title>\n    <link rel="preload" href="/assets/roboto-latin-700-normal-x.woff2" as="font" type="font/woff2" crossorigin />' +
        '<style data-href="/assets/index-a1.css">@font-face{font-weight:700;src:url(/assets/roboto-latin-700-normal-x.woff2)}</style></head><body><div id="root"></div></body></html>',
    );
    expect(fillTemplate(template, '/', { html: '<h1>Home</h1>', title: null })).toContain('<style data-href="/assets/index-a1.css">@font-face{font-weight:700;');
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
