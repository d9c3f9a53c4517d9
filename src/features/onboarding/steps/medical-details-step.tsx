import Typography from '@mui/material/Typography';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { medicalMessages } from '../messages';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { medicalDetailsValues } from '../values/medical-details-values';

/** Step 3, Medical Details (diagnosis), optional. */
export function MedicalDetailsStep(props: StepProps) {
  const t = useT();
  return (
    <StepForm {...props} definition={medicalDetailsValues}>
      <Typography>{t(medicalMessages.intro)}</Typography>
      <RuleField name="health_info.diagnosis" hint={t(medicalMessages.diagnosisHint)} multiline showCount />
      <RuleField name="health_info.medications" hint={t(medicalMessages.medicationsHint)} multiline showCount />
      <RuleField name="health_info.guardianship" hint={t(medicalMessages.guardianshipHint)} multiline showCount />
    </StepForm>
  );
}
