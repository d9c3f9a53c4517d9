import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { Picture } from '../components/picture';
import { PageTitle } from '../components/page-title';

export function HeroSection() {
  return (
    <Box component="section" aria-labelledby="home-title" sx={{ bgcolor: '#e8f0fa', px: 2, py: 6 }}>
      <Box
        sx={(theme) => ({
          maxWidth: 1200,
          mx: 'auto',
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.1fr 0.9fr' },
        })}
      >
        <div>
          <PageTitle id="home-title">Helping You Manage Your Benefits Effectively</PageTitle>
          <Typography sx={{ fontSize: '1.125rem', mb: 4, maxWidth: 560 }}>
            Representative Payee, Federal Fiduciary and Money Management services for people who receive Social
            Security, retirement benefits or wages in Maryland, Virginia and Ohio.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button component={Link} href={paths.intake.href()} variant="contained" size="large">
              Apply Now
            </Button>
            <Button component={Link} href={paths.contactUs.href()} variant="outlined" size="large">
              Contact Us
            </Button>
          </Box>
        </div>
        <Picture src="/images/hero.svg" alt="" width={480} height={360} eager sx={{ mx: 'auto' }} />
      </Box>
    </Box>
  );
}
