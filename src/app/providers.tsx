import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@/api/swr-config';
import { ToastMount } from '@/components/toast-mount';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrDefaults}>
        {children}
        <ToastMount />
      </SWRConfig>
    </ThemeProvider>
  );
}
