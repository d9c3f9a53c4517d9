import { paths } from '@/config/paths';
import type { MessageDescriptor } from '@/i18n/i18n';
import { publicMessages } from '../public-messages';
import { SECTION_IDS, type SectionId } from './sections';

/** Spec section 2: the top navigation's items, in order (Apply Now is drawn as a button). */
export type NavItem =
  | { kind: 'section'; label: MessageDescriptor; section: SectionId }
  | { kind: 'page'; label: MessageDescriptor; href: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'section', label: publicMessages.aboutUs, section: SECTION_IDS.about },
  { kind: 'section', label: publicMessages.ourPrograms, section: SECTION_IDS.services },
  { kind: 'section', label: publicMessages.serviceAreas, section: SECTION_IDS.areas },
  { kind: 'page', label: publicMessages.contactUs, href: paths.contactUs.href() },
];

export const APPLY_NOW = { label: publicMessages.applyNow, href: paths.intake.href() } as const;

/**
 * The clients' way in (not among the spec's items; docs/decisions.md 'The way in'). The build
 * prerenders every public page signed out, so that HTML can only say 'Sign in'.
 */
export function accountItem(signedIn: boolean): Extract<NavItem, { kind: 'page' }> {
  return signedIn
    ? { kind: 'page', label: publicMessages.myAccount, href: paths.myAccount.href() }
    : { kind: 'page', label: publicMessages.signIn, href: paths.login.href() };
}

export function navItemHref(item: NavItem): string {
  return item.kind === 'section' ? `${paths.home.href()}#${item.section}` : item.href;
}
