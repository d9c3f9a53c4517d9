import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { LongWaitStatus } from './long-wait-status';

export interface SubmitButtonProps {
  /** A send on its way: the button is disabled and shows a spinner (spec section 5). */
  busy: boolean | undefined;
  children: ReactNode;
  /** Shown before the label while not busy. */
  icon?: ReactNode;
  /** As wide as the form (the sign-in and resume screens), or as wide as its label. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A form's submit button with the long-wait status under it, as one grid or flex item (the
 * empty status would take a gap of its own otherwise).
 */
export function SubmitButton({ busy, children, icon, fullWidth = false, sx }: SubmitButtonProps) {
  return (
    <Box sx={{ display: 'grid', justifyItems: fullWidth ? 'stretch' : 'start' }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : icon}
        sx={sx}
      >
        {children}
      </Button>
      <LongWaitStatus waiting={busy} />
    </Box>
  );
}
