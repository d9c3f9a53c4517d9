import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { paths } from '@/config/paths';

/** Spec section 1: the About Us page's closing banner. */
export function ApplyBanner() {
  return (
    <Box component="section" aria-labelledby="apply-banner-title" sx={{ px: 2, py: 8, textAlign: 'center', bgcolor: '#e8f0fa' }}>
      <Typography id="apply-banner-title" component="h2" variant="h4" sx={{ fontWeight: 700, color: '#0b2a5b', mb: 3, maxWidth: 760, mx: 'auto' }}>
        Helping You Manage Your Finances with Care and Confidence
      </Typography>
      <Button component={Link} href={paths.intake.href()} variant="contained" size="large">
        Apply Now
      </Button>
    </Box>
  );
}
