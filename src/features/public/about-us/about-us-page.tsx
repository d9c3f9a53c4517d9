import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';
import { PageSection } from '../components/page-section';
import { Picture } from '../components/picture';
import { ApplyBanner } from './apply-banner';
import { ValuesSection } from './values-section';
import { PageTitle } from '../components/page-title';
import { usePageTitle } from '@/components/use-page-title';

/** Spec section 1: About Us. */
export function AboutUsPage() {
  usePageTitle('About Us');
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
          We Are {brand.name} Payee Services
        </PageTitle>
        <Typography sx={{ fontSize: '1.25rem', maxWidth: 720, mx: 'auto' }}>
          {brand.name} Payee Services offers specialised programs that help individuals manage their finances with
          confidence and ease.
        </Typography>
      </Box>
      <PageSection eyebrow="What We Do" title="Helping You Manage Your Benefits Effectively">
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
              We provide reliable Representative Payee and Money Management Services for people who receive Social
              Security, retirement benefits or wages.
            </Typography>
            <Typography sx={{ fontSize: '1.125rem' }}>
              We take care of your monthly finances: we receive your benefits, pay your rent and bills on time, and
              plan a budget with you so that your money lasts the whole month.
            </Typography>
          </div>
          <Picture src="/images/what-we-do.svg" alt="What We Do: a home, a paid bill and savings" width={480} height={360} eager sx={{ mx: 'auto' }} />
        </Box>
      </PageSection>
      <ValuesSection />
      <ApplyBanner />
    </>
  );
}
