import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<P = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the code, so that the next render does not suspend; resolves to the component. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * The code of a screen or a field could not be fetched (offline before the service worker holds
 * it, or a release whose files the server no longer has): what the screens' error boundary tells
 * apart from a fault in the code itself (src/components/screen-boundary.tsx).
 */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'CodeLoadError';
  }
}

/**
 * Turns a module's named export into what React.lazy expects. Once preloaded, the component
 * resolves synchronously (React.lazy reads a thenable that has already called back), so
 * hydrating a prerendered screen never suspends and never shows the loading fallback.
 */
export function lazyPage<M extends Record<string, unknown>, P = object>(load: () => Promise<M>, name: keyof M): LazyPage<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  const preload = async () => {
    loaded = { default: (await load())[name] as ComponentType<P> };
    return loaded.default;
  };
  const page = lazy(() => {
    if (loaded) {
      const module = loaded;
      return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module) } as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then(
      () => loaded!,
      (error: unknown) => {
        throw new CodeLoadError(error);
      },
    );
  });
  return Object.assign(page, { preload });
}
