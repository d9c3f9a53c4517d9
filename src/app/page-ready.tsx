import { useEffect } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { adoptEarlyInput } from '@/components/early-input';
import { AWAITING_APP, reactTakesOver, settlePage } from '@/components/early-submit';

/**
 * Rendered after every screen, inside the screen's Suspense boundary, so its effects run once
 * that screen is on the page and adopted by React:
 * - its first effect hands text typed into a prerendered page before React adopted it to the
 *   form, once per load, and stops the boot script holding submits (early-input.ts,
 *   early-submit.ts); parts adopted later hand over their own. An effect, not a layout
 *   effect: it runs after the screen's own effects, which subscribe its fields to their form,
 *   so the fields show what was handed over in the very render that marks the page ready
 *   (React runs pending effects before it renders anything again, so nothing puts the
 *   fields' empty values back first);
 * - its effect settles the page once the screen has been rendered in the browser after
 *   hydration: a form submitted before React listened is sent, and the page is marked ready.
 */
export function PageReady() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!reactTakesOver()) return;
    const root = document.getElementById('root');
    if (root) adoptEarlyInput(root, AWAITING_APP);
  }, []);
  useEffect(() => {
    if (hydrated) settlePage();
  }, [hydrated]);
  return null;
}
