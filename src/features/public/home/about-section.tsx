import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { PageSection } from '../components/page-section';
import { Picture } from '../components/picture';
import { SECTION_IDS } from '../nav/sections';
import { useT } from '@/i18n/i18n';
import { homeMessages } from './home-content';

export function AboutSection() {
  const t = useT();
  return (
    <PageSection id={SECTION_IDS.about} title={t(homeMessages.aboutTitle, { app: brand.appName })} tinted>
      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          [theme.breakpoints.up('md')]: { gridTemplateColumns: '0.9fr 1.1fr' },
        })}
      >
        <Picture src="/images/about.svg" alt="" width={480} height={360} sx={{ mx: 'auto' }} />
        <div>
          <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
            {t(homeMessages.aboutText, { app: brand.appName })}
          </Typography>
          <Typography sx={{ fontSize: '1.125rem', mb: 3 }}>
            {t(homeMessages.aboutStates)}
          </Typography>
          <Button component={Link} href={paths.aboutUs.href()} variant="contained" size="large">
            {t(homeMessages.knowMore)}
          </Button>
        </div>
      </Box>
    </PageSection>
  );
}
