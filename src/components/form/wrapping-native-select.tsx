import Box from '@mui/material/Box';
import { useFormControl } from '@mui/material/FormControl';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';

export interface WrappingNativeSelectProps extends Omit<NativeSelectProps, 'sx'> {
  /** The words the select shows: its chosen option's, or its first line's when none is chosen. */
  shown: string;
}

/**
 * MUI's NativeSelect in an outlined field, whose chosen line wraps. A browser draws a select's
 * chosen line on one line, cut at the field's edge: with the text at 200 % on a phone, 'Seguro
 * por Incapacidad del Seguro Social (SSDI)' showed as its first three words. So the page draws
 * the line, as text that wraps, and the field grows with it; the select lies over it, as large,
 * and unseen (opacity 0, which forced colours keep, where they would replace a transparent
 * colour). A tap or a click anywhere on the field opens the phone's picker, and the keyboard,
 * autofill and screen readers meet the select itself, with its label and value; the drawn line
 * is hidden from them. Inside a FormControl, whose disabled state it takes.
 */
export function WrappingNativeSelect({ shown, ...select }: WrappingNativeSelectProps) {
  const disabled = useFormControl()?.disabled;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box aria-hidden="true" sx={{ ...CHOSEN_LINE, color: disabled ? 'text.disabled' : 'text.primary' }}>
        {shown}
      </Box>
      <NativeSelect {...select} sx={OVER_THE_LINE} />
    </Box>
  );
}

/**
 * The line as the outlined select draws its own (MUI's input padding, with the arrow's room on
 * the right, and the input's line height): one line is exactly the select's height, so nothing
 * moves where the words fit. An empty line is one line high too (its height is the content's,
 * not the padding's: the page's boxes are border-box), or an empty select would be half the
 * height of a text field and grow as it is chosen from.
 */
const CHOSEN_LINE = {
  typography: 'body1',
  lineHeight: '1.4375em',
  boxSizing: 'content-box',
  minHeight: '1.4375em',
  padding: '16.5px 32px 16.5px 14px',
  whiteSpace: 'normal',
} as const;

/** The outlined select over the line, covering it, its own drawing of the line unseen. */
const OVER_THE_LINE = {
  position: 'absolute',
  inset: 0,
  alignItems: 'stretch',
  '& .MuiNativeSelect-select, & .MuiNativeSelect-select.Mui-disabled': { height: 'auto', opacity: 0 },
} as const;
