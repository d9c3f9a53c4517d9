/** The home page's anchors (spec section 2), shared by the nav and the sections themselves. */
export const SECTION_IDS = {
  services: 'services-section',
  about: 'about-section',
  areas: 'areas-section',
} as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

/** The fixed nav's height, the layout's 79 px top padding (spec section 9). */
export const NAV_HEIGHT_PX = 79;

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
