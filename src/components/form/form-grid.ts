import type { Theme } from '@mui/material/styles';

/** A form's fields two to a row from the sm breakpoint, one above the other on a phone. */
export const twoColumns =
  (gap: number) =>
  (theme: Theme) => ({ display: 'grid', gap, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } });

/** A whole row of such a grid; gone, gap and all, while the field in it is not drawn (an 'Other' text). */
export const fullRow = { gridColumn: '1 / -1', '&:empty': { display: 'none' } } as const;
