import { useSyncExternalStore } from 'react';

/**
 * Which home section is on screen: written by the home page's scroll-spy, read by the nav
 * (they live in different parts of the tree: the nav in the layout, the sections in the page).
 */
let active: string | null = null;
const listeners = new Set<() => void>();

export function setActiveSection(id: string | null): void {
  if (id === active) return;
  active = id;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveSection(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => null,
  );
}
