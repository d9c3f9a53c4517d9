import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar, { type SnackbarCloseReason, type SnackbarOrigin } from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { TOAST_AUTO_HIDE_MS, toastHostMounted } from './toast-store';

export { TOAST_AUTO_HIDE_MS };

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  message: string;
  variant: ToastVariant;
  anchorOrigin: SnackbarOrigin;
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

/** Top-right toasts sit on public pages below their fixed 79 px nav, so they never cover the menu button. */
const BELOW_NAV_PX = 88;

/**
 * Toasts slide in from the top edge they sit on. Not MUI's default Grow, which fades: a toast
 * caught half-faded reads as low-contrast text (axe measures it so), and a slide keeps the
 * colours whole from the first frame.
 */
function SlideDown(props: SlideProps) {
  return <Slide {...props} direction="down" />;
}

interface Shown extends Toast {
  key: number;
  open: boolean;
}

let shown: Shown | null = null;
let nextKey = 0;
const listeners = new Set<() => void>();

function set(next: Shown | null): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast at once; one that was showing goes (spec: one toast at a time). */
export function presentToast(toast: Toast): void {
  nextKey += 1;
  set({ ...toast, key: nextKey, open: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec section 9: one toast at a time, role alert, light, closing by itself after 5 s (paused
 * while the pointer or focus is on it, as MUI's Snackbar does), top-right by default. Escape
 * closes it.
 */
export function ToastHost() {
  useEffect(() => {
    const unmounted = toastHostMounted();
    return () => {
      // A toast belongs to the host that shows it: a host mounted later starts with none.
      shown = null;
      unmounted();
    };
  }, []);
  const toast = useSyncExternalStore(subscribe, () => shown, () => null);
  if (!toast) return null;
  const { key, message, variant, anchorOrigin, open } = toast;
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is the person going on with it, not a wish to close.
    if (reason === 'clickaway' || shown?.key !== key) return;
    set({ ...toast, open: false });
  };
  const belowNav = anchorOrigin.vertical === 'top' && anchorOrigin.horizontal === 'right';
  return (
    <Snackbar
      key={key}
      open={open}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={close}
      anchorOrigin={anchorOrigin}
      slots={{ transition: SlideDown }}
      slotProps={{ transition: { onExited: () => shown?.key === key && set(null) } }}
      sx={belowNav ? { '&&': { top: BELOW_NAV_PX } } : undefined}
    >
      <SnackbarContent
        message={
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            {ICON[variant] && <span style={{ display: 'flex', color: ACCENT[variant] }}>{ICON[variant]}</span>}
            {message}
          </span>
        }
        sx={{ fontSize: 16, bgcolor: 'background.paper', color: 'text.primary', borderLeft: `6px solid ${ACCENT[variant]}` }}
      />
    </Snackbar>
  );
}
