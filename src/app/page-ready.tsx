import { useEffect, useLayoutEffect } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { adoptEarlyInput } from './early-input';

let adopted = false;

/**
 * Rendered after every screen, inside the screen's Suspense boundary, so its effects run once
 * that screen is on the page and adopted by React:
 * - its layout effect hands text typed into a prerendered page before React adopted it to the
 *   form (before anything renders the fields again), once per load;
 * - its effect marks `<html data-app-ready>` once the screen has been rendered in the browser
 *   after hydration (fields that wait for hydration, such as the date fields, take input from
 *   then on). A prerendered page looks ready before it is; browser tests wait for this mark
 *   before they type or click.
 */
export function PageReady() {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (adopted) return;
    adopted = true;
    const root = document.getElementById('root');
    if (root) adoptEarlyInput(root);
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.appReady = 'true';
  }, [hydrated]);
  return null;
}
