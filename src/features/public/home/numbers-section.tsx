import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';
import { offices } from '@/config/offices';
import { PageSection } from '../components/page-section';
import { useT } from '@/i18n/i18n';
import { homeMessages } from './home-content';
import { useYearsOfExperience } from './years-of-experience';

/** Spec section 1: 'Our Commitment in Numbers'; the states are listed as the spec lists them. */
const STATES_COVERED = ['Ohio', 'Maryland', 'Virginia'];

export function NumbersSection() {
  const years = useYearsOfExperience();
  const t = useT();
  const figures = [
    { value: brand.clientsServed, label: t(homeMessages.clientsServed) },
    { value: String(offices.length), label: t(homeMessages.statesCovered), detail: STATES_COVERED.join(', ') },
    { value: String(years), label: t(homeMessages.years), detail: t(homeMessages.since, { year: brand.foundedYear }) },
  ];
  return (
    <PageSection title={t(homeMessages.numbersTitle)}>
      <Box
        component="ul"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        })}
      >
        {figures.map((figure) => (
          <Box component="li" key={figure.label} sx={{ textAlign: 'center', p: 3, borderRadius: 2, bgcolor: '#0b2a5b', color: '#ffffff' }}>
            <Typography component="p" sx={{ fontSize: '2.75rem', fontWeight: 700, lineHeight: 1.1 }}>
              {figure.value}
            </Typography>
            <Typography component="p" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
              {figure.label}
            </Typography>
            {figure.detail ? <Typography component="p">{figure.detail}</Typography> : null}
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
