import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Spec section 2: on every route change the window scrolls to the top; and focus moves to the
 * new screen's heading (focus-new-screen.ts, asked for at the first change: a screen opened
 * from its address needs none of it). A change of language keeps the route (the router's
 * addresses are without the language), so it moves neither.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const shown = useRef(location);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (shown.current === location) return undefined;
    shown.current = location;
    let stop: (() => void) | null = null;
    let left = false;
    import('@/components/focus-new-screen')
      .then(({ focusNewScreen }) => {
        if (!left) stop = focusNewScreen();
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, [location]);
  return null;
}
