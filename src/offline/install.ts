import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

/**
 * 'Install app' where the browser offers it (beforeinstallprompt), and on iOS Safari, which
 * never does, a short Add to Home Screen hint. Both remember when they were dismissed.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'installPromptDismissed';

interface InstallState {
  canPrompt: boolean;
  showIosHint: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
/** Also what a prerendered page shows, so hydration sees the markup the build wrote. */
const NOTHING_TO_OFFER: InstallState = { canPrompt: false, showIosHint: false };
const state = createStore<InstallState>(NOTHING_TO_OFFER);

function update(next: Partial<InstallState>) {
  state.set({ ...state.getSnapshot(), ...next });
}

const dismissed = () => localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';

export function isIosSafari(userAgent: string, standalone: boolean): boolean {
  const ios = /iphone|ipad|ipod/i.test(userAgent);
  const otherBrowser = /crios|fxios|edgios/i.test(userAgent);
  return ios && !otherBrowser && !standalone;
}

/** Called at boot, before the browser's event can fire. */
export function watchInstallability(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    if (!dismissed()) update({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false });
  });
  const standalone = (navigator as { standalone?: boolean }).standalone === true;
  if (isIosSafari(navigator.userAgent, standalone) && !dismissed()) update({ showIosHint: true });
}

export async function promptInstall(): Promise<void> {
  if (!deferred) return;
  await deferred.prompt();
  await deferred.userChoice;
  deferred = null;
  update({ canPrompt: false });
}

export function dismissInstall(): void {
  localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  update({ canPrompt: false, showIosHint: false });
}

export function useInstall(): InstallState {
  return useSyncExternalStore(state.subscribe, state.getSnapshot, () => NOTHING_TO_OFFER);
}
