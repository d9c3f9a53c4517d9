import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lists, useOptions } from '@/api/dropdowns';
import { helpOffices } from '@/components/help-line/help-offices';
import { brand } from '@/config/brand';
import { telHref } from '@/config/offices';

/**
 * Issue 19: a confirmation says what happens next and when, and whom to ask: the office of
 * the applicant's state (from the application), with its phone and e-mail.
 */
export function NextSteps({ branchId, onboarding }: { branchId: number | null; onboarding: boolean }) {
  const branches = useOptions(branchId === null ? null : lists.dropdown('branches'));
  const shown = helpOffices(branchId, branches.data);
  const office = branchId !== null && shown.length === 1 ? shown[0] : null;
  const steps = onboarding
    ? [
        'We check the details and documents you sent.',
        'We set up your account and tell you by e-mail when it is ready.',
        'Then you can sign in with your SSN and date of birth to see your balance.',
      ]
    : [
        `We review your application. We aim to answer within ${brand.reviewBusinessDays} business days.`,
        'If something is missing, we call or e-mail you. You do not need to do anything until then.',
        'When your application is approved, you sign in with your SSN and date of birth to finish setting up your account.',
      ];
  return (
    <Box component="section" aria-labelledby="next-steps-title" sx={{ mt: 3 }}>
      <Typography id="next-steps-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        What happens next
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
        {steps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </Box>
      {office ? (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Your {office.state} office
          </Typography>
          <Typography>
            Phone:{' '}
            <Link href={telHref(office.phone)} underline="always" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {office.phone}
            </Link>
          </Typography>
          <Typography>
            E-mail:{' '}
            <Link href={`mailto:${office.email}`} underline="always" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {office.email}
            </Link>
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
