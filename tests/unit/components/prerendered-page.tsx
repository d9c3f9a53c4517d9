import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';

let root: Root | null = null;
let container: HTMLElement | null = null;

/** What the build writes for `ui`, put in the document as a prerendered page is: its container. */
export function prerender(ui: ReactNode): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** React adopts the prerendered page with `ui`, as the app's start does. */
export async function hydrate(ui: ReactNode): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container!, ui);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
});
