import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OnboardingDetail } from '@/api/onboarding-detail';

/** Step 1's read-only facts: who this onboarding is for. */
export function PersonSummary({ detail }: { detail: OnboardingDetail }) {
  const rows: [string, string][] = [
    ['Name', detail.name ?? ''],
    ['Birth Date', detail.date_of_birth?.formatted_date ?? ''],
    ['SSN', detail.ssn_number_partial ? `XXX-XX-${detail.ssn_number_partial}` : ''],
  ];
  return (
    <Box
      component="dl"
      sx={(theme) => ({
        m: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: '1px solid',
        borderColor: 'divider',
        display: 'grid',
        gap: 1.5,
        [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
      })}
    >
      {rows.map(([term, value]) => (
        <Box key={term}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, fontSize: '1.05rem' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
