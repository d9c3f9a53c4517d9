import { describe, expect, it } from 'vitest';
import { fillTemplate, pageFile, prepareTemplate } from '../../../build/prerender';
import { prerenderedPages } from '../../../sw/to-cache';

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

  it('preload the first screen faces in every page, the shell included', () => {
    const template = prepareTemplate(TEMPLATE, ['/assets/roboto-core-700-x.woff2']);
    expect(template).toBe(
      '<!doctype html><html><head><title>Provider</title>\n    <link rel="preload" href="/assets/roboto-core-700-x.woff2" as="font" type="font/woff2" crossorigin /></head><body><div id="root"></div></body></html>',
    );
    expect(fillTemplate(template, '/', { html: '<h1>Home</h1>', styles: '', title: null })).toContain('<link rel="preload" href="/assets/roboto-core-700-x.woff2"');
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
