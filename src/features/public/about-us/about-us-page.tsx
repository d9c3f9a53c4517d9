import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';
import { PageSection } from '../components/page-section';
import { Picture } from '../components/picture';
import { ApplyBanner } from './apply-banner';
import { ValuesSection } from './values-section';
import { PageTitle } from '../components/page-title';
import { usePageTitle } from '@/components/use-page-title';
import { useT } from '@/i18n/i18n';
import { aboutMessages } from './about-messages';

/** Spec section 1: About Us. */
export function AboutUsPage() {
  const t = useT();
  usePageTitle(t(aboutMessages.pageTitle));
  return (
    <>
      <Box
        component="section"
        aria-labelledby="about-us-title"
        sx={{
          minHeight: 400,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          px: 2,
          py: 6,
          textAlign: 'center',
          bgcolor: '#0b2a5b',
          color: '#ffffff',
        }}
      >
        <PageTitle id="about-us-title" light>
          {t(aboutMessages.heading, { brand: brand.name })}
        </PageTitle>
        <Typography sx={{ fontSize: '1.25rem', maxWidth: 720, mx: 'auto' }}>
          {t(aboutMessages.intro, { brand: brand.name })}
        </Typography>
      </Box>
      <PageSection eyebrow={t(aboutMessages.whatWeDo)} title={t(aboutMessages.whatWeDoTitle)}>
        <Box
          sx={(theme) => ({
            display: 'grid',
            gap: 4,
            alignItems: 'center',
            [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.1fr 0.9fr' },
          })}
        >
          <div>
            <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
              {t(aboutMessages.whatWeDoText)}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem' }}>
              {t(aboutMessages.monthly)}
            </Typography>
          </div>
          <Picture src="/images/what-we-do.svg" alt={t(aboutMessages.picture)} width={480} height={360} eager sx={{ mx: 'auto' }} />
        </Box>
      </PageSection>
      <ValuesSection />
      <ApplyBanner />
    </>
  );
}
