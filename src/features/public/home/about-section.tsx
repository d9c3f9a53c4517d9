import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { PageSection } from '../components/page-section';
import { Picture } from '../components/picture';
import { SECTION_IDS } from '../nav/sections';

export function AboutSection() {
  return (
    <PageSection id={SECTION_IDS.about} title={`About ${brand.appName}`} tinted>
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
            {brand.appName} is a non-profit representative payee and money management provider. Since 2008 we have
            helped people who receive Social Security, retirement benefits or wages pay their bills on time, budget
            for the month and keep their money safe.
          </Typography>
          <Typography sx={{ fontSize: '1.125rem', mb: 3 }}>
            We serve clients in Maryland, Virginia and Ohio, and we treat every client with care and respect.
          </Typography>
          <Button component={Link} href={paths.aboutUs.href()} variant="contained" size="large">
            Know More
          </Button>
        </div>
      </Box>
    </PageSection>
  );
}
