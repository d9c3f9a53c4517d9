import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@/api/swr-config';
import { theme } from './theme';

export const TOAST_AUTO_HIDE_MS = 5000;

/** notistack's own greens and oranges fail WCAG contrast with white text; these pass (≥ 4.5:1). */
const ToastContent = styled(MaterialDesignContent)({
  fontSize: 16,
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
});
const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrDefaults}>
        <SnackbarProvider
          maxSnack={1}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          Components={toastComponents}
        >
          {children}
        </SnackbarProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
