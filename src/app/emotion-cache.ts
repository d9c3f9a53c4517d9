import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One key for the build and the browser: the style tags the build writes into a prerendered
 * page (`data-emotion="mui …"`) are taken over by a browser cache of the same key, as emotion's
 * server-rendering guide describes, so no rule is written twice.
 */
export const EMOTION_KEY = 'mui';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
