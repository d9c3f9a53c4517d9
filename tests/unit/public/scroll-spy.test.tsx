import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopNav } from '@/features/public/nav/top-nav';
import { SECTION_IDS } from '@/features/public/nav/sections';
import { isSectionInView, useScrollSpy } from '@/features/public/nav/use-scroll-spy';
import { renderPublic } from './render-public';

type Callback = (entries: IntersectionObserverEntry[]) => void;

class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed: Element[] = [];
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
}

const SCREEN = 765;

function seen(id: string, ratio: number, visibleHeight = ratio * 400): IntersectionObserverEntry {
  return {
    target: document.getElementById(id)!,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
    rootBounds: { height: SCREEN } as DOMRectReadOnly,
  } as unknown as IntersectionObserverEntry;
}

const SPIED = [SECTION_IDS.about, SECTION_IDS.services, SECTION_IDS.areas];

function Sections() {
  useScrollSpy(SPIED);
  return (
    <>
      {SPIED.map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}

function report(...entries: IntersectionObserverEntry[]) {
  act(() => FakeObserver.last!.callback(entries));
}

/** The bar's copy of the item (hidden below md, the test page's phone width). */
const link = (name: string) => screen.getAllByRole('link', { name, hidden: true })[0]!;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the scroll-spy', () => {
  it('counts a section as on screen from 60 percent of it visible', () => {
    expect(isSectionInView({ intersectionRatio: 0.59, intersectionRect: { height: 100 } as DOMRectReadOnly, rootBounds: { height: SCREEN } as DOMRectReadOnly })).toBe(false);
    expect(isSectionInView({ intersectionRatio: 0.6, intersectionRect: { height: 100 } as DOMRectReadOnly, rootBounds: { height: SCREEN } as DOMRectReadOnly })).toBe(true);
  });

  it('also counts a section taller than the screen once it fills 60 percent of the screen', () => {
    const tall = (height: number) => ({ intersectionRatio: 0.3, intersectionRect: { height } as DOMRectReadOnly, rootBounds: { height: 1000 } as DOMRectReadOnly });
    expect(isSectionInView(tall(599))).toBe(false);
    expect(isSectionInView(tall(600))).toBe(true);
  });

  it('marks the nav item of the section on screen, below the fixed nav, and none when no section is', () => {
    renderPublic(
      <>
        <TopNav />
        <Sections />
      </>,
    );
    const observer = FakeObserver.last!;
    expect(observer.observed.map((element) => element.id)).toEqual(SPIED);
    expect(observer.options.threshold).toContain(0.6);
    expect(observer.options.rootMargin).toBe('-79px 0px 0px 0px');

    report(seen(SECTION_IDS.services, 0.59));
    expect(link('Our Programs')).not.toHaveAttribute('aria-current');

    report(seen(SECTION_IDS.services, 0.6));
    expect(link('Our Programs')).toHaveAttribute('aria-current', 'location');
    expect(link('About Us')).not.toHaveAttribute('aria-current');

    report(seen(SECTION_IDS.services, 0.2), seen(SECTION_IDS.areas, 0.8));
    expect(link('Service Areas')).toHaveAttribute('aria-current', 'location');
    expect(link('Our Programs')).not.toHaveAttribute('aria-current');

    report(seen(SECTION_IDS.areas, 0.1));
    expect(screen.queryAllByRole('link', { current: 'location', hidden: true })).toEqual([]);
  });
});
