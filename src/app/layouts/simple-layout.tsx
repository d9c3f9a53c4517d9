import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { HelpLine } from '@/components/help-line/help-line';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';

/**
 * The simple header of spec section 2 (the logo, linking to /) for the intake, login, account
 * and onboarding screens, with the language switch: no marketing navigation between a person
 * and their task. The help
 * line sits in the header on wide screens and in a strip under the task on narrower ones, so
 * that on a phone it never pushes the task down (display: none keeps the hidden copy away
 * from screen readers too). When the logo and the switch do not fit side by side (large
 * text on a phone), the switch moves under the logo, to the right.
 */
export function SimpleLayout({ notices, children }: { notices: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f6f8fb' }}>
      <Box component="header" sx={{ bgcolor: '#fff', borderBottom: '1px solid', borderColor: 'divider', px: 2, py: 1 }}>
        <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2 }}>
          <Logo />
          <HelpLine row sx={(theme) => ({ display: 'none', fontSize: '0.9375rem', ml: 'auto', [theme.breakpoints.up('md')]: { display: 'flex' } })} />
          <LanguageSwitch sx={(theme) => ({ flexShrink: 0, ml: 'auto', [theme.breakpoints.up('md')]: { ml: 0 } })} />
        </Box>
      </Box>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {notices}
        {children}
      </Box>
      <Box
        component="footer"
        sx={(theme) => ({ bgcolor: '#fff', borderTop: '1px solid', borderColor: 'divider', px: 2, py: 1, [theme.breakpoints.up('md')]: { display: 'none' } })}
      >
        <HelpLine sx={{ maxWidth: 640, mx: 'auto' }} />
      </Box>
    </Box>
  );
}
