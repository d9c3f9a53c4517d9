import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the app's emotion cache: class names `mui-…`, prerendered style tags
 * `data-emotion="mui …"`. Not emotion's default, 'css': @emotion/react makes a 'css' cache as
 * soon as its code is evaluated, and that cache adopts every 'css' tag of the page (moving it
 * within <head>). A browser that is tracing the page (Lighthouse, DevTools) then records that
 * DOM change with its JavaScript stack, through the top level of the chunk that holds emotion,
 * and V8 parses the whole chunk again for its source positions (~15 ms on this machine, x4 on
 * Lighthouse's phone). Under its own key the page's tags are left to this cache, made when the
 * app starts (`createStyleCache`, called from a function, not at a module's top level).
 */
export const STYLE_CACHE_KEY = 'mui';

export function createStyleCache(): EmotionCache {
  return createCache({ key: STYLE_CACHE_KEY });
}
