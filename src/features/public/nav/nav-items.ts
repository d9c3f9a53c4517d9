import { paths } from '@/config/paths';
import { SECTION_IDS, type SectionId } from './sections';

/** Spec section 2: the top navigation's items, in order (Apply Now is drawn as a button). */
export type NavItem =
  | { kind: 'section'; label: string; section: SectionId }
  | { kind: 'page'; label: string; href: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'section', label: 'About Us', section: SECTION_IDS.about },
  { kind: 'section', label: 'Our Programs', section: SECTION_IDS.services },
  { kind: 'section', label: 'Service Areas', section: SECTION_IDS.areas },
  { kind: 'page', label: 'Contact Us', href: paths.contactUs.href() },
];

export const APPLY_NOW = { label: 'Apply Now', href: paths.intake.href() } as const;

/**
 * The clients' way in (not among the spec's items; docs/decisions.md 'The way in'). The build
 * prerenders every public page signed out, so that HTML can only say 'Sign in'.
 */
export function accountItem(signedIn: boolean): Extract<NavItem, { kind: 'page' }> {
  return signedIn
    ? { kind: 'page', label: 'My Account', href: paths.myAccount.href() }
    : { kind: 'page', label: 'Sign in', href: paths.login.href() };
}

export function navItemHref(item: NavItem): string {
  return item.kind === 'section' ? `${paths.home.href()}#${item.section}` : item.href;
}
