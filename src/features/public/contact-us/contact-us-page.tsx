import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection } from '../components/page-section';
import { Picture } from '../components/picture';
import { EnquiryForm } from './enquiry-form';
import { OfficeCards } from './office-cards';
import { PageTitle } from '../components/page-title';
import { usePageTitle } from '@/components/use-page-title';

/** Spec section 2: /contact-us. */
export function ContactUsPage() {
  usePageTitle('Contact Us');
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
            <PageTitle id="contact-title">Got a question? Let's talk!</PageTitle>
            <Picture
              src="/images/us-map.svg"
              alt="Map of the United States with Maryland, Virginia and Ohio marked"
              width={975}
              height={610}
              eager
            />
            <Typography sx={{ fontSize: '1.125rem', mt: 2 }}>
              We proudly serve clients in the following states: Maryland (MD), Virginia (VA) and Ohio (OH).
            </Typography>
          </div>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 2, p: 3 }}>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              Send Us Your Enquiry
            </Typography>
            <Typography sx={{ mb: 3 }}>Fill in the form and our team will get back to you.</Typography>
            <EnquiryForm />
          </Box>
        </Box>
      </Box>
      <PageSection title="We're Here for You!" intro="Reach out to our local offices in your state">
        <OfficeCards />
      </PageSection>
    </>
  );
}
