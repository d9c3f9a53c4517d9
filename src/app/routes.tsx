import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The route table: every screen of the app, its path (from config/paths) and its layout.
 * Screens are lazy so that a first visit loads only the code of the route it opens.
 */
export type LayoutName = 'public' | 'bare';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  page: LazyExoticComponent<ComponentType>;
}

/** Turns a module's named export into what React.lazy expects. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const routes: readonly AppRoute[] = [];
