import { useEffect, useLayoutEffect } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { adoptEarlyInput } from './early-input';
import { reactTakesOver, sendHeldSubmits } from './early-submit';

/**
 * Rendered after every screen, inside the screen's Suspense boundary, so its effects run once
 * that screen is on the page and adopted by React:
 * - its layout effect hands text typed into a prerendered page before React adopted it to the
 *   form (before anything renders the fields again), once per load, and stops the boot
 *   script holding submits (early-input.ts, early-submit.ts);
 * - its effect marks `<html data-app-ready>` once the screen has been rendered in the browser
 *   after hydration (fields that wait for hydration, such as the date fields, take input from
 *   then on), and sends a form submitted before React listened. A prerendered page looks
 *   ready before it is; browser tests wait for this mark before they type or click.
 */
export function PageReady() {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (!reactTakesOver()) return;
    const root = document.getElementById('root');
    if (root) adoptEarlyInput(root);
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.appReady = 'true';
    sendHeldSubmits();
  }, [hydrated]);
  return null;
}
