import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { useT } from '@/i18n/i18n';
import { useHydrated } from '../use-hydrated';
import { formMessages } from './messages';

/** The second sentence shows only if the wait is long (a slow or dropped connection). */
const showLater = keyframes`
  from { visibility: hidden; }
  to { visibility: visible; }
`;

const LONG_WAIT_S = 8;

/**
 * A form's fields and buttons, disabled (a `<fieldset disabled>`) until the app has hydrated
 * the page. A prerendered page shows its form before its code has arrived; typed into then, the
 * text would be lost when React took over, and Enter or Submit would have the browser send the
 * form itself, as a GET with every field (an SSN) in the address. Disabled, nothing can be typed
 * or sent, screen readers announce the fields as unavailable, and a note over the form says why
 * and for how long. It is drawn over the form, so its going moves nothing (no layout shift).
 * Rendered in the browser (no prerendered markup), the form is enabled from the first render,
 * unless `gettingReady` says the screen still waits for something of its own (a draft on the device).
 */
export function ReadyFieldset({ children, sx, gettingReady = false }: { children: ReactNode; sx?: SxProps<Theme>; gettingReady?: boolean }) {
  const ready = useHydrated() && !gettingReady;
  const t = useT();
  return (
    <Box sx={{ position: 'relative' }}>
      {ready ? null : (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            zIndex: 1,
            top: 0,
            left: 0,
            right: 0,
            display: 'flex',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, boxShadow: 2, px: 2, py: 1.5, maxWidth: 360, textAlign: 'center' }}>
            <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
              {t(formMessages.gettingReady)}
            </Box>
            <Box component="p" sx={{ m: 0, mt: 0.5, visibility: 'hidden', animation: `${showLater} 0s ${LONG_WAIT_S}s forwards` }}>
              {t(formMessages.takingLonger)}
            </Box>
          </Box>
        </Box>
      )}
      <Box
        component="fieldset"
        disabled={!ready}
        sx={[{ border: 0, m: 0, p: 0, minWidth: 0, '&:disabled': { opacity: 0.5 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Box>
    </Box>
  );
}
