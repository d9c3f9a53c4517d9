/** The home page's anchors (spec section 2), shared by the nav and the sections themselves. */
export const SECTION_IDS = {
  services: 'services-section',
  about: 'about-section',
  areas: 'areas-section',
} as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

/** The nav's height at the browser's default text size, 79 px (spec section 9). */
export const NAV_HEIGHT_PX = 79;

/**
 * Where a section stops below the nav when scrolled to: the nav's 79 px at the default text
 * size, in rem so that it grows with the reader's text as the nav does.
 */
export const SECTION_SCROLL_MARGIN = `${NAV_HEIGHT_PX / 16}rem`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls a home section into view (smoothly only when the person allows motion) and moves
 * focus there, so keyboard and screen-reader users continue from the section they chose.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}
