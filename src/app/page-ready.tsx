import { useEffect, useLayoutEffect } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { adoptEarlyInput } from '@/components/early-input';
import { AWAITING_APP, reactTakesOver, settlePage } from '@/components/early-submit';

/**
 * Rendered after every screen, inside the screen's Suspense boundary, so its effects run once
 * that screen is on the page and adopted by React:
 * - its layout effect hands text typed into a prerendered page before React adopted it to the
 *   form (before anything renders the fields again), once per load, and stops the boot
 *   script holding submits (early-input.ts, early-submit.ts); parts adopted later hand over
 *   their own;
 * - its effect settles the page once the screen has been rendered in the browser after
 *   hydration: a form submitted before React listened is sent, and the page is marked ready.
 */
export function PageReady() {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (!reactTakesOver()) return;
    const root = document.getElementById('root');
    if (root) adoptEarlyInput(root, AWAITING_APP);
  }, []);
  useEffect(() => {
    if (hydrated) settlePage();
  }, [hydrated]);
  return null;
}
