import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';
import { accountMessages } from './messages';

/**
 * The statement section's place while the programs, or its own code, are on their way: its title and a block of its form's
 * height (two dates and a line below them, side by side from sm), so that nothing below moves.
 */
export function StatementSectionSkeleton() {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2.5 }}>{t(accountMessages.statement)}</Typography>
      <Skeleton variant="rounded" sx={(theme) => ({ height: 299, [theme.breakpoints.up('sm')]: { height: 149 } })} />
    </Paper>
  );
}
