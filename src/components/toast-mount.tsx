import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostWanted, subscribeToastHost } from './toast-store';

const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

/** Mounts the toast host once the first toast is asked for (see toast-store). */
export function ToastMount() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
