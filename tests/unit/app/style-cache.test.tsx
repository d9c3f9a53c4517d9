import createCache from '@emotion/cache';
import { CacheProvider, ClassNames, Global } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache, STYLE_CACHE_KEY } from '@/app/style-cache';

/** An element styled by emotion with `style`, as a component of the app is. */
function Styled({ style }: { style: Record<string, string> }) {
  return <ClassNames>{({ css }) => <p className={css(style)}>styled</p>}</ClassNames>;
}

/** The rule's name as the prerender wrote it: emotion names a rule by its content. */
function ruleName(style: Record<string, string>): string {
  const scratch = createCache({ key: STYLE_CACHE_KEY, container: document.createElement('div') });
  const { container, unmount } = render(
    <CacheProvider value={scratch}>
      <Styled style={style} />
    </CacheProvider>,
  );
  const className = container.querySelector('p')!.className;
  unmount();
  return className.slice(`${STYLE_CACHE_KEY}-`.length);
}

/** The name emotion gives a global style, as the prerender wrote it in its tag. */
const globalName = (style: Record<string, Record<string, string>>) => serializeStyles([style]).name;

const RED = { color: 'red' };
const BLUE = { color: 'blue' };

afterEach(() => {
  document.head.replaceChildren();
});

describe('the app’s style cache on a prerendered page', () => {
  it('takes the prerendered rules as written, leaves their tag where it is, and writes only new rules, after it', () => {
    const red = ruleName(RED);
    document.head.innerHTML =
      `<style data-s="" data-emotion="mui-global g1">body{margin:0}</style>` +
      `<style data-prerendered-styles="${red}">.mui-${red}{color:red}</style>` +
      `<meta name="after">`;
    const prerendered = document.head.querySelector('style[data-prerendered-styles]')!;

    const cache = createStyleCache();
    render(
      <CacheProvider value={cache}>
        <Styled style={RED} />
      </CacheProvider>,
    );
    // Nothing written again, nothing moved.
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
    expect(prerendered.nextElementSibling).toBe(document.head.querySelector('meta[name="after"]'));

    render(
      <CacheProvider value={cache}>
        <Styled style={BLUE} />
      </CacheProvider>,
    );
    const written = prerendered.nextElementSibling!;
    expect(written.tagName).toBe('STYLE');
    expect(written.getAttribute('data-emotion')).toBe(STYLE_CACHE_KEY);
    expect(document.head.querySelectorAll('style')).toHaveLength(3);
  });

  it('adopts a global style tag where it stands, before the component rules', () => {
    const BODY = { body: { margin: '0' } };
    const name = globalName(BODY);
    document.head.innerHTML =
      `<style data-s="" data-emotion="mui-global ${name}">body{margin:0}</style>` +
      `<meta name="between">` +
      `<style data-prerendered-styles="x1">.mui-x1{color:red}</style>`;
    const global = document.head.querySelector('style[data-emotion]')!;
    render(
      <CacheProvider value={createStyleCache()}>
        <Global styles={BODY} />
      </CacheProvider>,
    );
    expect(global.isConnected).toBe(true);
    expect(global.nextElementSibling).toBe(document.head.querySelector('meta[name="between"]'));
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it('writes every rule on a page that was not prerendered', () => {
    const cache = createStyleCache();
    render(
      <CacheProvider value={cache}>
        <Styled style={RED} />
      </CacheProvider>,
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });
});
