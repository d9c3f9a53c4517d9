import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the code, so that the next render does not suspend; resolves to the component. */
  preload(): Promise<ComponentType>;
};

/**
 * Turns a module's named export into what React.lazy expects. Once preloaded, the component
 * resolves synchronously (React.lazy reads a thenable that has already called back), so
 * hydrating a prerendered screen never suspends and never shows the loading fallback.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): LazyPage {
  let loaded: { default: ComponentType } | null = null;
  const preload = async () => {
    loaded = { default: (await load())[name] as ComponentType };
    return loaded.default;
  };
  const page = lazy(() => {
    if (loaded) {
      const module = loaded;
      return { then: (resolve: (value: { default: ComponentType }) => void) => resolve(module) } as Promise<{ default: ComponentType }>;
    }
    return preload().then(() => loaded!);
  });
  return Object.assign(page, { preload });
}
