import { useEffect } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { markPageReady } from '@/offline/page-load';

/**
 * Rendered after every screen, inside the screen's Suspense boundary: once that screen has
 * been hydrated (or drawn) and rendered again with its forms enabled, the page is marked ready.
 */
export function PageReady() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markPageReady();
  }, [hydrated]);
  return null;
}
