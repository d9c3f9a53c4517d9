import { createTheme } from '@mui/material/styles';
import { brand } from '@/config/brand';

/**
 * The spec's breakpoints (section 9: 480, 768, 1024, 1200 and 1440 px), in em: at the browser's
 * default text size (16 px) they fall at exactly those widths, and with the text made larger
 * (Chrome's font size setting, 200 %) they move with it, so a 1280 px window with text at 200 %
 * gets the layout of a 640 px one, as zooming in would give it, instead of three columns of
 * words broken into pieces. xs starts at 480 px, so phones narrower than that match no
 * breakpoint: phone styles are the base styles, and wider screens add to them with
 * `sm`/`md`/... keys (lint forbids `xs` keys for this reason).
 */
export const BREAKPOINTS = { xs: 30, sm: 48, md: 64, lg: 75, xl: 90 } as const;

export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS, unit: 'em' },
  palette: {
    mode: 'light',
    primary: { main: brand.themeColor },
    secondary: { main: '#00695c' },
    error: { main: '#c62828' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    // Section and step titles grow with the browser's text, but on a phone a long word must
    // still fit its line: past its phone size a title follows the window's width (vw), never
    // under its smaller rem size ('Representative' at 200 % text broke in two).
    h4: { fontSize: 'clamp(1.625rem, 8.8vw, 2.125rem)' },
    h5: { fontSize: 'clamp(1.25rem, 6.2vw, 1.5rem)' },
  },
  shape: { borderRadius: 8 },
  components: {
    // Large targets for people with limited dexterity (WCAG 2.5.8 asks 24 px; we give 44 x 44).
    MuiButton: { styleOverrides: { root: { minHeight: 44, minWidth: 44 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiCheckbox: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiRadio: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiLink: {
      // A link drawn as a button ('Learn More', 'Change') stands alone: it gets a button's target.
      styleOverrides: { button: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, minWidth: 44 } },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: {
          // Hints and errors at 14 px at least: MUI's 12 px is too small for many of our readers.
          fontSize: '0.875rem',
          lineHeight: 1.43,
          // A locked field's hint still has to be readable (WCAG 1.4.3); MUI greys it to 2.7:1.
          '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' },
        },
      },
    },
    MuiMenu: {
      // Spec section 9: select menus are at most 168 px tall.
      styleOverrides: { paper: { maxHeight: 168 } },
    },
    // Labels sit above their fields and wrap, rather than float in the outline on one line: a
    // label longer than its field (Spanish ones, any at 200 % text on a phone) would be cut
    // with an ellipsis, and a floated label shrinks to 12 px once the field is filled.
    MuiInputLabel: {
      defaultProps: { shrink: true },
      styleOverrides: {
        root: { position: 'static', transform: 'none', maxWidth: 'none', whiteSpace: 'normal', overflow: 'visible', marginBottom: 4, lineHeight: 1.4 },
      },
    },
    // No gap in the outline for a label that is not in it (a Select with a placeholder asks for one).
    MuiOutlinedInput: { defaultProps: { notched: false } },
    MuiSelect: {
      defaultProps: { notched: false },
      // A chosen option longer than the field wraps instead of being cut. The arrow keeps its
      // 24 px: the select leaves it a space in px, which a rem-sized arrow outgrows at large text.
      styleOverrides: { select: { whiteSpace: 'normal' }, icon: { fontSize: 24 } },
    },
    // The phone's own select: its arrow too, or a long program name at 200 % text runs under it.
    // (A native select cannot wrap: the page draws its chosen line, wrapping-native-select.tsx.)
    MuiNativeSelect: { styleOverrides: { icon: { fontSize: 24 } } },
    MuiMenuItem: { styleOverrides: { root: { whiteSpace: 'normal' } } },
    // MUI X's date field and calendar have theirs with their code (date-picker-field.tsx).
    MuiCssBaseline: {
      styleOverrides: {
        // A word longer than its line (a heading with the text at 200 %) breaks rather than
        // pushing the page sideways; 'anywhere' also lets a flex or grid item narrow below it.
        body: { overflowWrap: 'anywhere' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
});
