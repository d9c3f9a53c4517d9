import { StrictMode } from 'react';
import { LocaleRouter } from './locale-router';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/**
 * The whole app, as the browser renders it and as the build prerenders it (build/prerender-entry.tsx):
 * one tree for both, so that hydration finds exactly the markup it would have drawn.
 * `ssrPath` is the address being prerendered; in the browser the address bar is read. Its
 * language prefix (`/es`) is the router's base.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <LocaleRouter ssrPath={ssrPath}>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </LocaleRouter>
    </StrictMode>
  );
}
