import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { Picture } from '../components/picture';
import { PageTitle } from '../components/page-title';
import { useT } from '@/i18n/i18n';
import { homeMessages } from './home-content';
import { publicMessages } from '../public-messages';

export function HeroSection() {
  const t = useT();
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
          <PageTitle id="home-title">{t(homeMessages.heroTitle)}</PageTitle>
          <Typography sx={{ fontSize: '1.125rem', mb: 4, maxWidth: 560 }}>
            {t(homeMessages.heroText)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button component={Link} href={paths.intake.href()} variant="contained" size="large">
              {t(publicMessages.applyNow)}
            </Button>
            <Button component={Link} href={paths.contactUs.href()} variant="outlined" size="large">
              {t(publicMessages.contactUs)}
            </Button>
          </Box>
        </div>
        <Picture src="/images/hero.svg" alt="" width={480} height={360} eager sx={{ mx: 'auto' }} />
      </Box>
    </Box>
  );
}
