import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Spec section 2: fixed top navigation, 79 px top padding, the page, then the footer. */
export const PUBLIC_NAV_OFFSET_PX = 79;

interface PublicLayoutProps {
  nav: ReactNode;
  footer: ReactNode;
  /** Connection and outbox notices, shown above the page. */
  notices: ReactNode;
  children: ReactNode;
}

export function PublicLayout({ nav, footer, notices, children }: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {nav}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, pt: `${PUBLIC_NAV_OFFSET_PX}px`, outline: 'none' }}>
        {notices}
        {children}
      </Box>
      {footer}
    </Box>
  );
}
