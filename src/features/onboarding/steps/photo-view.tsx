import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';
import { photoMessages } from '../messages';
import { useOnboardingStep } from '../step-context';
import { PersonSummary } from './person-summary';
import { PhotoField } from './photo-field';

/** Step 1's screen (document_proof): who this onboarding is for, and their photo, sent as soon as it is chosen. */
export function PhotoView() {
  const { detail } = useOnboardingStep();
  const t = useT();
  return (
    <>
      <PersonSummary detail={detail} />
      <Typography>{t(photoMessages.intro)}</Typography>
      <PhotoField />
    </>
  );
}
