import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { profilePhotoValues } from '../values/profile-photo-values';
import { PersonSummary } from './person-summary';
import { PhotoField } from './photo-field';

/** Step 1, Profile photo (document_proof). */
export function ProfilePhotoStep(props: StepProps) {
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <StepForm {...props} definition={profilePhotoValues} busy={progress !== null} onUploadProgress={setProgress}>
      <PersonSummary detail={props.detail} />
      <Typography>Please add a recent photo of yourself. We use it to confirm who you are.</Typography>
      <PhotoField detail={props.detail} progress={progress} onProgress={setProgress} onDetail={props.onDetail} />
    </StepForm>
  );
}
