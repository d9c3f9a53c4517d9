import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection } from '../components/page-section';
import { Picture } from '../components/picture';
import { EnquiryForm } from './enquiry-form';
import { OfficeCards } from './office-cards';
import { PageTitle } from '../components/page-title';
import { usePageTitle } from '@/components/use-page-title';
import { useT } from '@/i18n/i18n';
import { contactMessages } from './contact-messages';

/** Spec section 2: /contact-us. */
export function ContactUsPage() {
  const t = useT();
  usePageTitle(t(contactMessages.pageTitle));
  return (
    <>
      <Box component="section" aria-labelledby="contact-title" sx={{ px: 2, py: 6, bgcolor: '#e8f0fa' }}>
        <Box
          sx={(theme) => ({
            maxWidth: 1200,
            mx: 'auto',
            display: 'grid',
            gap: 4,
            alignItems: 'start',
            [theme.breakpoints.up('md')]: { gridTemplateColumns: '0.9fr 1.1fr' },
          })}
        >
          <div>
            <PageTitle id="contact-title">{t(contactMessages.heading)}</PageTitle>
            <Picture
              src="/images/us-map.svg"
              alt={t(contactMessages.map)}
              width={975}
              height={610}
              eager
            />
            <Typography sx={{ fontSize: '1.125rem', mt: 2 }}>
              {t(contactMessages.states)}
            </Typography>
          </div>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 2, p: 3 }}>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              {t(contactMessages.formTitle)}
            </Typography>
            <Typography sx={{ mb: 3 }}>{t(contactMessages.formIntro)}</Typography>
            <EnquiryForm />
          </Box>
        </Box>
      </Box>
      <PageSection title={t(contactMessages.officesTitle)} intro={t(contactMessages.officesIntro)}>
        <OfficeCards />
      </PageSection>
    </>
  );
}
