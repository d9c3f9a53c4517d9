import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface PublicLayoutProps {
  nav: ReactNode;
  footer: ReactNode;
  /** Connection and outbox notices, shown above the page. */
  notices: ReactNode;
  children: ReactNode;
}

/**
 * Spec section 2: the top navigation, the page, then the footer. The navigation takes its own
 * 79 px (or more, with large text) in the flow, so the page needs no padding for it.
 */
export function PublicLayout({ nav, footer, notices, children }: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {nav}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {notices}
        {children}
      </Box>
      {footer}
    </Box>
  );
}
