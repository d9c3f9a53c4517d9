import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Logo } from '@/components/logo';

/**
 * The simple header of spec section 2 (the logo, linking to /) for the intake, login, account
 * and onboarding screens: no marketing navigation between a person and their task.
 */
export function SimpleLayout({ notices, children }: { notices: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f6f8fb' }}>
      <Box component="header" sx={{ bgcolor: '#fff', borderBottom: '1px solid', borderColor: 'divider', px: 2, py: 1 }}>
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Logo />
        </Box>
      </Box>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {notices}
        {children}
      </Box>
    </Box>
  );
}
