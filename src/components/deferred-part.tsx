import { memo, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import { adoptEarlyInput } from './early-input';
import { AWAITING_APP_ATTRIBUTE, settlePage } from './early-submit';
import { lazyPage, type LazyPage } from './lazy-page';

const parts: LazyPage[] = [];

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * A part of a screen whose code loads after the screen's, and which React adopts after the
 * rest of a prerendered page: a form, whose code (final-form, MUI's fields, their menus) and
 * adoption would otherwise lengthen the tasks that start the screen. Its markup is in the
 * prerendered page from the start, and what is typed into it or sent from it before React
 * adopts it is kept (the part hands its own early input over, and its submits stay held).
 * Rendered in the browser after the page has loaded, it shows nothing until its code is in.
 */
export function deferredPart<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): (props: PropsOf<M[K]>) => ReactNode {
  const page = lazyPage(load, name);
  parts.push(page);
  const Part = page as unknown as ComponentType<PropsOf<M[K]>>;
  function DeferredPart(props: PropsOf<M[K]>) {
    // Asked for while the screen renders, so that the download runs alongside its adoption.
    void page.preload().catch(() => undefined);
    return (
      <Suspense fallback={null}>
        <PartRoot>
          <Part {...props} />
        </PartRoot>
      </Suspense>
    );
  }
  // Memoised: a part React has not adopted yet that receives new props is given up on, its
  // prerendered markup (and what was typed into it) replaced by a fresh render. The page around
  // it renders again on its own updates (session, connection); with the same props the part is
  // left alone.
  return memo(DeferredPart) as (props: PropsOf<M[K]>) => ReactNode;
}

/** Every deferred part's code: the prerender renders each part in place, never suspended. */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all(parts.map((part) => part.preload()));
}

/**
 * The part's own root: marked as awaiting the app while React adopts it (the boot script keeps
 * holding its submits and the page's hand-over skips its fields), then it hands over its early
 * input and tells the page it is in.
 */
function PartRoot({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Marked only while React adopts prerendered markup: a part rendered afresh has no early input.
    if (root.current?.hasAttribute(AWAITING_APP_ATTRIBUTE)) adoptEarlyInput(root.current);
  }, []);
  useEffect(() => {
    if (hydrated) settlePage();
  }, [hydrated]);
  return (
    <div ref={root} {...(hydrated ? {} : { [AWAITING_APP_ATTRIBUTE]: '' })}>
      {children}
    </div>
  );
}
