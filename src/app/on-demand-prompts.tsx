import { Suspense } from 'react';
import { useUpdateWaiting } from '@/offline/sw-bridge';
import { lazyPage } from '@/components/lazy-page';

const UpdatePrompt = lazyPage(() => import('@/components/offline/update-prompt'), 'UpdatePrompt');

/**
 * The update prompt fetches its code (MUI's Snackbar, Paper and transitions)
 * only once it has something to say: a first visit never needs it, and the home page's
 * first visit must stay under 150 KB of JavaScript.
 */
export function OnDemandPrompts() {
  const updateWaiting = useUpdateWaiting();
  return (
    <Suspense fallback={null}>
      {updateWaiting ? <UpdatePrompt /> : null}
    </Suspense>
  );
}
