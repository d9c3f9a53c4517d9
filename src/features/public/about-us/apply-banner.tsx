import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { publicMessages } from '../public-messages';
import { aboutMessages } from './about-messages';

/** Spec section 1: the About Us page's closing banner. */
export function ApplyBanner() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="apply-banner-title" sx={{ px: 2, py: 8, textAlign: 'center', bgcolor: '#e8f0fa' }}>
      <Typography id="apply-banner-title" component="h2" variant="h4" sx={{ fontWeight: 700, color: '#0b2a5b', mb: 3, maxWidth: 760, mx: 'auto' }}>
        {t(aboutMessages.banner)}
      </Typography>
      <Button component={Link} href={paths.intake.href()} variant="contained" size="large">
        {t(publicMessages.applyNow)}
      </Button>
    </Box>
  );
}
