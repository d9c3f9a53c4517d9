import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { longDate } from '@/contract/formats';
import type { Translator } from '@/contract/translate';
import { useT } from '@/i18n/i18n';
import { photoMessages } from '../messages';

/**
 * The birth date as the server formats it (MM/DD/YYYY) in English; in another language its
 * long form ('30 de noviembre de 1960'), since there a numeric date is read day first.
 */
function birthDate(detail: OnboardingDetail, t: Translator): string {
  const day = detail.date_of_birth;
  if (!day) return '';
  return t.locale === 'en' ? (day.formatted_date ?? '') : longDate(day.date, t.locale);
}

/** Step 1's read-only facts: who this onboarding is for. */
export function PersonSummary({ detail }: { detail: OnboardingDetail }) {
  const t = useT();
  const rows: [string, string][] = [
    [t(photoMessages.name), detail.name ?? ''],
    [t(photoMessages.birthDate), birthDate(detail, t)],
    [t(photoMessages.ssn), detail.ssn_number_partial ? `XXX-XX-${detail.ssn_number_partial}` : ''],
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
