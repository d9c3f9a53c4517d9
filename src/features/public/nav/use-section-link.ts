import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { scrollToSection } from './sections';

/**
 * A click on a section link: on the home page, scroll there; elsewhere, go home with the
 * section in the address (the home page scrolls to it once it is drawn). Clicks that open a
 * new tab or window are left to the browser.
 */
export function useSectionLink(): (event: MouseEvent<HTMLAnchorElement>, section: string) => void {
  const [location, navigate] = useLocation();
  return (event, section) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (location === paths.home.path && scrollToSection(section)) return;
    navigate(`${paths.home.href()}#${section}`);
  };
}

/** On the home page's first draw: scroll to the section named in the address, if any. */
export function scrollToSectionInAddress(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) scrollToSection(id);
}
