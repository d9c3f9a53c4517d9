import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@/app/providers';
import '../connect-app';

/** Renders with the app's providers and a fresh SWR cache, at the given address. */
export function renderPublic(ui: ReactNode, path = '/') {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </AppProviders>,
  );
}
