import type { ReactNode } from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';

/**
 * The button goes below the words where the notice is narrow for its text (320 px, or a phone
 * with the text at 200 %): beside them, its words were squeezed into pieces ('Se / nd / no / w').
 * The notice is the container, so a query in `em` follows both the width and the person's text
 * size; elsewhere the words and the button share a line, as MUI draws them.
 */
const ACTION_BELOW_WHEN_NARROW = {
  containerType: 'inline-size',
  flexWrap: 'wrap',
  '& .MuiAlert-message': { flex: '1 1 0' },
  '@container (max-width: 24em)': {
    '& .MuiAlert-action': { flexBasis: '100%', justifyContent: 'flex-end', pt: 0 },
  },
} as const;

/** MUI's Alert with a button (its `action`) that is never squeezed. */
export function ActionAlert({ sx, ...props }: AlertProps & { action: ReactNode }) {
  return <Alert {...props} sx={[ACTION_BELOW_WHEN_NARROW, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
