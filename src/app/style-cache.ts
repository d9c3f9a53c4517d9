import createCache, { type EmotionCache } from '@emotion/cache';
import type { Options as SheetOptions, StyleSheet } from '@emotion/sheet';

/**
 * The key of the app's emotion cache: class names `mui-…`, emotion's own style tags
 * `data-emotion="mui …"`. Not emotion's default, 'css': @emotion/react makes a 'css' cache as
 * soon as its code is evaluated, and that cache adopts every 'css' tag of the page (moving it
 * within <head>). A browser that is tracing the page (Lighthouse, DevTools) then records that
 * DOM change with its JavaScript stack, through the top level of the chunk that holds emotion,
 * and V8 parses the whole chunk again for its source positions (~15 ms on this machine, x4 on
 * Lighthouse's phone). Under its own key the page's tags are left to this cache, made when the
 * app starts (`createStyleCache`, called from a function, not at a module's top level).
 */
export const STYLE_CACHE_KEY = 'mui';

/**
 * The attribute of a prerendered page's component rules tag (build/prerender.ts): the names
 * of the rules it holds, which the app's cache takes as inserted.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/**
 * The app's emotion cache. On a prerendered page it adopts the page's style tags where they
 * stand. Emotion's own adoption moves each tag it adopts (the component rules when the cache
 * is made, each global tag when its `<Global>` mounts) to the end of <head> or before the
 * component rules, and the browser treats a moved style tag as a new sheet: it parses it
 * again and works out the style of the whole page again (~20 ms for the component rules of
 * /contact-us on this machine, in the tasks that start the app). The build has already put
 * every tag where emotion would: the global ones first, then the component rules
 * (build/prerender.ts). The component rules are marked inserted, so emotion does not write
 * them again, and are the cache's first tag, as a tag emotion adopted would be: the global
 * styles go before it and new rules after it.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  if (typeof document === 'undefined') return cache;
  // `<Global>` makes its sheets with the cache's sheet's constructor, so they adopt in place too.
  const Sheet = cache.sheet.constructor as new (options: SheetOptions) => StyleSheet;
  class InPlaceSheet extends Sheet {
    override hydrate(nodes: HTMLStyleElement[]): void {
      this.tags.push(...nodes);
    }
  }
  const sheet = new InPlaceSheet({ key: STYLE_CACHE_KEY, container: document.head, speedy: cache.sheet.isSpeedy });
  for (const tag of document.head.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    for (const name of tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)!.split(' ')) cache.inserted[name] = true;
    sheet.hydrate([tag]);
  }
  cache.sheet = sheet;
  return cache;
}
