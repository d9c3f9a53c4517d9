import { useEffect } from 'react';
import { ACTIVE_SECTION_THRESHOLD } from '@/contract/limits';
import { setActiveSection } from './active-section';
import { NAV_HEIGHT_PX } from './sections';

type Seen = Pick<IntersectionObserverEntry, 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>;

/**
 * Spec section 2: a section counts as on screen when at least 60 % of it is visible. A section
 * taller than the screen can never show 60 % of itself, so it also counts when it fills at
 * least 60 % of the screen (see docs/decisions.md).
 */
export function isSectionInView(entry: Seen, threshold = ACTIVE_SECTION_THRESHOLD): boolean {
  if (entry.intersectionRatio >= threshold) return true;
  const screen = entry.rootBounds?.height ?? 0;
  return screen > 0 && entry.intersectionRect.height >= threshold * screen;
}

/** Every 5 %, so that both ways of counting are noticed as they cross 60 %. */
const STEPS = Array.from({ length: 21 }, (_, index) => index / 20);

/** Observes the sections and publishes the one on screen (the most visible, or none). */
export function useScrollSpy(ids: readonly string[]): void {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const inView = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (isSectionInView(entry)) inView.set(entry.target.id, entry.intersectionRect.height);
          else inView.delete(entry.target.id);
        }
        const [best] = [...inView.entries()].sort((a, b) => b[1] - a[1]);
        setActiveSection(best ? best[0] : null);
      },
      { threshold: STEPS, rootMargin: `-${NAV_HEIGHT_PX}px 0px 0px 0px` },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => {
      observer.disconnect();
      setActiveSection(null);
    };
  }, [ids]);
}
