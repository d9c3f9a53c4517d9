import { formLabelClasses } from '@mui/material/FormLabel';

/**
 * Props for the MUI FormControl around a radio group, so that Tab leaves the group in one press.
 *
 * MUI's FormControl keeps a 'focused' state to colour its label, and a radio taking focus
 * re-renders every radio under it. React then sets each input's `name` afresh (it clears and
 * restores it on every update), and Chromium, once a focused radio's name has been set again,
 * stops at every radio of a group with none chosen instead of leaving the group. Told it is never
 * focused, the control no longer re-renders on focus; the label takes the focused colour
 * from CSS instead, as MUI would draw it (an error's colour wins, as in MUI).
 */
export const radioGroupControl = {
  focused: false,
  sx: {
    [`&:focus-within > .${formLabelClasses.root}:not(.${formLabelClasses.error})`]: { color: 'primary.main' },
  },
} as const;
