import { Suspense } from 'react';
import { useInstall } from '@/offline/install';
import { useUpdateWaiting } from '@/offline/sw-bridge';
import { lazyPage } from './routes';

const UpdatePrompt = lazyPage(() => import('@/offline/update-prompt'), 'UpdatePrompt');
const InstallPrompt = lazyPage(() => import('@/offline/install-prompt'), 'InstallPrompt');

/**
 * The update and install prompts fetch their code (MUI's Snackbar, Paper and transitions)
 * only once they have something to say: a first visit never needs it, and the home page's
 * first visit must stay under 150 KB of JavaScript.
 */
export function OnDemandPrompts() {
  const updateWaiting = useUpdateWaiting();
  const { canPrompt, showIosHint } = useInstall();
  return (
    <Suspense fallback={null}>
      {updateWaiting ? <UpdatePrompt /> : null}
      {canPrompt || showIosHint ? <InstallPrompt /> : null}
    </Suspense>
  );
}
