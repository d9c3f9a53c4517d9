import type { ReactElement, Ref } from 'react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SnackbarContent from '@mui/material/SnackbarContent';
import type { CustomContentProps } from 'notistack';
import type { Words } from '@/i18n/i18n';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** What a toast says: the app's own words follow a change of language while it is up (Words). */
export type ToastText = Words;

/** What a toast carries besides notistack's own options: a notice is not urgent (role status). */
type ToastOptions = { notice?: boolean };

declare module 'notistack' {
  interface VariantOverrides {
    default: ToastOptions;
    success: ToastOptions;
    error: ToastOptions;
    warning: ToastOptions;
    info: ToastOptions;
  }
}

/**
 * Spec section 9: light toasts. Dark text on white; the kind shows in an icon and the left edge,
 * in colours that keep ≥ 4.5:1 on white (the icon needs 3:1), so colour is never the only sign.
 */
const ACCENT: Record<ToastVariant, string> = {
  default: '#546e7a',
  success: '#2e7d32',
  error: '#c62828',
  warning: '#8a4b00',
  info: '#0d47a1',
};

const ICON: Record<ToastVariant, ReactElement | null> = {
  default: null,
  success: <CheckCircleOutline fontSize="small" />,
  error: <ErrorOutline fontSize="small" />,
  warning: <ReportProblemOutlined fontSize="small" />,
  info: <InfoOutlined fontSize="small" />,
};

type ToastContentProps = CustomContentProps & ToastOptions & { ref?: Ref<HTMLDivElement> };

/**
 * What notistack shows for every variant (its `Components`): MUI's SnackbarContent, so a toast
 * looks like the rest of the app. An answer to what the person did is an alert; a notice they
 * did not ask for ('This app now works without internet') is a status, read when they pause.
 */
export function ToastContent({ ref, message, variant, notice, style, className }: ToastContentProps) {
  const kind = variant as ToastVariant;
  return (
    <SnackbarContent
      ref={ref}
      role={notice ? 'status' : 'alert'}
      style={style}
      className={className}
      message={
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {ICON[kind] && <span style={{ display: 'flex', color: ACCENT[kind] }}>{ICON[kind]}</span>}
          {message}
        </span>
      }
      sx={{ fontSize: '1rem', bgcolor: 'background.paper', color: 'text.primary', borderLeft: `6px solid ${ACCENT[kind]}` }}
    />
  );
}
