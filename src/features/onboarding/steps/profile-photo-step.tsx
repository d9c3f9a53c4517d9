import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';
import { photoMessages } from '../messages';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { profilePhotoValues } from '../values/profile-photo-values';
import { PersonSummary } from './person-summary';
import { PhotoField } from './photo-field';

/** Step 1, Profile photo (document_proof). */
export function ProfilePhotoStep(props: StepProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const t = useT();
  return (
    <StepForm {...props} definition={profilePhotoValues} busy={progress !== null} onUploadProgress={setProgress}>
      <PersonSummary detail={props.detail} />
      <Typography>{t(photoMessages.intro)}</Typography>
      <PhotoField detail={props.detail} progress={progress} onProgress={setProgress} onDetail={props.onDetail} />
    </StepForm>
  );
}
