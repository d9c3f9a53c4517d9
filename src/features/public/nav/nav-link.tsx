import type { MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link } from 'wouter';
import { localePrefix } from '@/contract/locale-paths';
import { useLocale, useT } from '@/i18n/i18n';
import { navItemHref, type NavItem } from './nav-items';
import { useSectionLink } from './use-section-link';

const linkSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  px: 1.5,
  color: 'text.primary',
  fontWeight: 500,
  textDecoration: 'none',
  borderRadius: 1,
  borderBottom: '3px solid transparent',
  '&:hover': { color: 'primary.main' },
  '&[aria-current]': { color: 'primary.main', borderBottomColor: 'primary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

interface NavLinkProps {
  item: NavItem;
  current: boolean;
  /** Called after the link did its work (the mobile menu closes). */
  onChosen?: () => void;
  sx?: SxProps<Theme>;
}

/** One nav item: a section of the home page, or a page of its own. */
export function NavLink({ item, current, onChosen, sx }: NavLinkProps) {
  const t = useT();
  // A section link is a plain anchor (wouter's Link would not scroll): it carries the language's prefix itself.
  const prefix = localePrefix(useLocale());
  const followSection = useSectionLink();
  const style = [linkSx, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
  if (item.kind === 'page') {
    return (
      <Box component={Link} href={item.href} aria-current={current ? 'page' : undefined} onClick={onChosen} sx={style}>
        {t(item.label)}
      </Box>
    );
  }
  return (
    <Box
      component="a"
      href={`${prefix}${navItemHref(item)}`}
      aria-current={current ? 'location' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // The open panel is in the page's flow: it closes before the scroll is measured, or the section would land above the bar.
        if (onChosen) flushSync(onChosen);
        followSection(event, item.section);
      }}
      sx={style}
    >
      {t(item.label)}
    </Box>
  );
}
