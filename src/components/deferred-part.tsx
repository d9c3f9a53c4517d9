import { lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import { adoptEarlyInput } from './early-input';
import { AWAITING_APP_ATTRIBUTE, settlePage } from './early-submit';
import { lazyPage, type LazyPage } from './lazy-page';
import { wakeOnUse as sleeper, type Sleeper } from './wake-on-use';

const parts: LazyPage[] = [];

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/** Marks a prerendered part that React adopts once the page is used; its value is the part's name. */
const WAKES_ON_USE_ATTRIBUTE = 'data-wakes-on-use';

export interface DeferredPartOptions {
  /**
   * On a prerendered page, load and adopt the part only once the person uses the page (a
   * press, a key, a focus, a scroll: wake-on-use.ts), not as soon as the page is in.
   */
  wakeOnUse?: boolean;
}

/**
 * A part of a screen whose code loads after the screen's, and which React adopts after the
 * rest of a prerendered page: a form, whose code (final-form, MUI's fields, their menus) and
 * adoption would otherwise lengthen the tasks that start the screen. Its markup is in the
 * prerendered page from the start, and what is typed into it or sent from it before React
 * adopts it is kept (the part hands its own early input over, and its submits stay held).
 * Rendered in the browser after the page has loaded, it shows nothing until its code is in.
 */
export function deferredPart<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { wakeOnUse = false }: DeferredPartOptions = {},
): (props: PropsOf<M[K]>) => ReactNode {
  const page = lazyPage(load, name);
  parts.push(page);
  const Part = page as unknown as ComponentType<PropsOf<M[K]>>;
  const wakes = wakeOnUse ? { label: String(name), sleeper: sleeper() } : null;
  const Sleeping = wakes ? asleepUntilUsed(page, wakes.sleeper) : Part;
  function DeferredPart(props: PropsOf<M[K]>) {
    // Read once, from the page being adopted: this part's prerendered markup, if it is there asleep.
    const [asleepRoot] = useState(() => (wakes && typeof document !== 'undefined' ? document.querySelector(`[${WAKES_ON_USE_ATTRIBUTE}="${wakes.label}"]`) : null));
    const asleep = asleepRoot !== null;
    // Asked for while the screen renders, so that the download runs alongside its adoption.
    if (!asleep) void page.preload().catch(() => undefined);
    useEffect(() => (asleepRoot ? wakes!.sleeper.watch(asleepRoot) : undefined), [asleepRoot]);
    const Shown = asleep ? Sleeping : Part;
    return (
      <Suspense fallback={null}>
        <PartRoot wakesOnUse={wakes?.label} sleeper={asleep ? wakes!.sleeper : undefined}>
          <Shown {...props} />
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

/** The part's code, asked for only once the page is used. */
function asleepUntilUsed<P>(page: LazyPage, sleeper: Sleeper): ComponentType<P> {
  return lazy(async () => {
    await sleeper.woken;
    return { default: (await page.preload()) as ComponentType<P> };
  }) as unknown as ComponentType<P>;
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
function PartRoot({ children, wakesOnUse, sleeper }: { children: ReactNode; wakesOnUse: string | undefined; sleeper: Sleeper | undefined }) {
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    sleeper?.heard();
  }, [sleeper]);
  // After the fields' own effects, which subscribe them to their form (early-input.ts says why).
  // Marked only while React adopts prerendered markup: a part rendered afresh has no early input.
  useEffect(() => {
    if (root.current?.hasAttribute(AWAITING_APP_ATTRIBUTE)) adoptEarlyInput(root.current);
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    settlePage();
    if (root.current) sleeper?.adopted(root.current);
  }, [hydrated, sleeper]);
  const awaiting = hydrated ? {} : { [AWAITING_APP_ATTRIBUTE]: '', ...(wakesOnUse ? { [WAKES_ON_USE_ATTRIBUTE]: wakesOnUse } : {}) };
  return (
    <div ref={root} {...awaiting}>
      {children}
    </div>
  );
}
