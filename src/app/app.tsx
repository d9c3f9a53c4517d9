import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/**
 * The whole app, as the browser renders it and as the build prerenders it (src/prerender.tsx):
 * one tree for both, so that hydration finds exactly the markup it would have drawn.
 * `ssrPath` is the address being prerendered; in the browser the address bar is read.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  // A prerendered page looks ready before it is: this says React has adopted (or drawn) it
  // and answers input. Browser tests wait for it before they type or click.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
