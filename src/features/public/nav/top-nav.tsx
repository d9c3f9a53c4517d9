import { useCallback, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useSession } from '@/session/use-session';
import { useActiveSection } from './active-section';
import { ApplyNowButton } from './apply-now-button';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { accountItem, NAV_ITEMS, navItemHref, type NavItem } from './nav-items';
import { NavLink } from './nav-link';
import { NAV_HEIGHT_PX } from './sections';
import { SkipLink } from './skip-link';
import { useDismiss } from './use-dismiss';
import { useT } from '@/i18n/i18n';
import { publicMessages } from '../public-messages';

function useCurrentItem(): (item: NavItem) => boolean {
  const [location] = useLocation();
  const active = useActiveSection();
  return (item) =>
    item.kind === 'page' ? location === item.href : location === paths.home.path && active === item.section;
}

/**
 * Spec section 2: the top navigation, which stays at the top of the window. From the md
 * breakpoint the items sit in the bar, each on one line; below it they sit in a panel that
 * the menu button opens and that closes on an outside click, on Escape (focus back on the
 * button) or when an item is chosen. The language switch ends the bar and the panel.
 *
 * The bar is 79 px tall, and taller when its content needs it (the brand's name on more lines
 * with large text, the items on two rows when a language's words do not fit). The items keep
 * their width first: the brand's name wraps before they move to a second row. The bar takes its
 * place in the page's flow (sticky, not fixed), so that whatever its height it never covers
 * the page's start; open, it never reaches past the window (the panel scrolls).
 */
export function TopNav() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const isCurrent = useCurrentItem();
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const closeToButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, closeToButton, close);
  // The session is read after hydration (useSyncExternalStore's server snapshot is 'signed out').
  const items = [...NAV_ITEMS, accountItem(useSession() !== null)];

  return (
    <Box
      component="header"
      ref={rootRef}
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', boxShadow: 1, ...(open ? { maxHeight: '100dvh', overflowY: 'auto' } : {}) }}
    >
      <SkipLink />
      <Box component="nav" aria-label={t(publicMessages.main)} sx={{ maxWidth: 1200, mx: 'auto', px: 2 }}>
        <Box sx={{ minHeight: NAV_HEIGHT_PX, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: '1 1 0' }}>
            <Logo onNavigate={close} />
          </Box>
          <Box
            component="ul"
            sx={(theme) => ({
              display: 'none',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              listStyle: 'none',
              m: 0,
              p: 0,
              ml: 'auto',
              gap: 0.5,
              alignItems: 'center',
              whiteSpace: 'nowrap',
              [theme.breakpoints.up('md')]: { display: 'flex' },
            })}
          >
            {items.map((item) => (
              <li key={navItemHref(item)}>
                <NavLink item={item} current={isCurrent(item)} sx={{ px: 1 }} />
              </li>
            ))}
            <li>
              <ApplyNowButton />
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </Box>
          <ButtonBase
            ref={buttonRef}
            aria-label={t(publicMessages.menu)}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            sx={(theme) => ({
              ml: 'auto',
              width: 48,
              height: 48,
              borderRadius: '50%',
              color: 'primary.dark',
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
              [theme.breakpoints.up('md')]: { display: 'none' },
            })}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </ButtonBase>
        </Box>
        <Box
          id={panelId}
          hidden={!open}
          sx={(theme) => ({
            borderTop: 1,
            borderColor: 'divider',
            pb: 2,
            animation: 'nav-panel-in 150ms ease-out',
            '@keyframes nav-panel-in': { from: { opacity: 0, transform: 'translateY(-8px)' } },
            [theme.breakpoints.up('md')]: { display: 'none' },
          })}
        >
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
            {items.map((item) => (
              <li key={navItemHref(item)}>
                <NavLink item={item} current={isCurrent(item)} onChosen={close} sx={{ minHeight: 48 }} />
              </li>
            ))}
          </Box>
          <ApplyNowButton onChosen={close} />
          <LanguageSwitch sx={{ pt: 1 }} />
        </Box>
      </Box>
    </Box>
  );
}
