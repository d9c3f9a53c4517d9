import Typography from '@mui/material/Typography';
import { RuleField } from '@/components/form/rule-field';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { medicalDetailsValues } from '../values/medical-details-values';

/** Step 3, Medical Details (diagnosis), optional. */
export function MedicalDetailsStep(props: StepProps) {
  return (
    <StepForm {...props} definition={medicalDetailsValues}>
      <Typography>This helps us plan your care costs. You may skip this step.</Typography>
      <RuleField name="health_info.diagnosis" hint="Health conditions you have been diagnosed with." multiline showCount />
      <RuleField name="health_info.medications" hint="Medicines you take, and how often." multiline showCount />
      <RuleField name="health_info.guardianship" hint="If a court has named a guardian for you, their name and how to reach them." multiline showCount />
    </StepForm>
  );
}
