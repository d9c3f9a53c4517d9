import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** Spec section 2: on every route change the window scrolls to the top. */
export function ScrollToTop() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
