import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { helpOffices } from '@/components/help-line/help-offices';
import { brand } from '@/config/brand';
import { telHref } from '@/config/offices';
import { useT } from '@/i18n/i18n';
import { nextStepsMessages as m } from '../messages';

/**
 * A confirmation says what happens next and when, and whom to ask: the office of
 * the applicant's state (from the application), with its phone and e-mail.
 */
export function NextSteps({ branchId, onboarding }: { branchId: number | null; onboarding: boolean }) {
  const t = useT();
  const branches = useOptions(branchId === null ? null : lists.dropdown('branches'));
  const shown = helpOffices(branchId, branches.data);
  const office = branchId !== null && shown.length === 1 ? shown[0] : null;
  const steps = onboarding ? m.onboarding : m.intake;
  return (
    <Box component="section" aria-labelledby="next-steps-title" sx={{ mt: 3 }}>
      <Typography id="next-steps-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t(m.title)}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
        {steps.map((step) => (
          <li key={step.id}>
            <Typography>{t(step, { days: brand.reviewBusinessDays })}</Typography>
          </li>
        ))}
      </Box>
      {office ? (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t(m.office, { state: office.state })}
          </Typography>
          <Typography>
            {t(m.phone)}{' '}
            <Link href={telHref(office.phone)} underline="always" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {office.phone}
            </Link>
          </Typography>
          <Typography>
            {t(m.email)}{' '}
            <Link href={`mailto:${office.email}`} underline="always" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {office.email}
            </Link>
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
