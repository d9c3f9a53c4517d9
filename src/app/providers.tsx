import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@/api/swr-config';
import { theme } from './theme';

export const TOAST_AUTO_HIDE_MS = 5000;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrDefaults}>
        <SnackbarProvider
          maxSnack={1}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
