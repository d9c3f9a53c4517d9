import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

/**
 * Which home section is on screen: written by the home page's scroll-spy, read by the nav
 * (they live in different parts of the tree: the nav in the layout, the sections in the page).
 */
const active = createStore<string | null>(null);

export const setActiveSection = active.set;

export function useActiveSection(): string | null {
  return useSyncExternalStore(active.subscribe, active.getSnapshot, () => null);
}
