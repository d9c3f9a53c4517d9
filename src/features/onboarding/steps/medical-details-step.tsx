import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form/form-text-field';
import { MAX_LENGTH } from '@/contract/limits';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { ruleContext } from '../step-rules';
import { medicalDetailsValues } from '../values/medical-details-values';

const FIELDS = [
  ['health_info.diagnosis', 'Diagnosis', 'Health conditions you have been diagnosed with.'],
  ['health_info.medications', 'Medications', 'Medicines you take, and how often.'],
  ['health_info.guardianship', 'Guardianship', 'If a court has named a guardian for you, their name and how to reach them.'],
] as const;

/** Step 3, Medical Details (diagnosis), optional. */
export function MedicalDetailsStep(props: StepProps) {
  return (
    <StepForm {...props} definition={medicalDetailsValues} context={ruleContext({})}>
      <Typography>This helps us plan your care costs. You may skip this step.</Typography>
      {FIELDS.map(([name, label, hint]) => (
        <FormTextField key={name} name={name} label={label} hint={hint} multiline minRows={3} maxLength={MAX_LENGTH.freeText} showCount />
      ))}
    </StepForm>
  );
}
