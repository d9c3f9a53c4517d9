import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-final-form';
import { choicesOf, lists, useOptions, type Option } from '@/api/dropdowns';
import type { OnboardingDetail } from '@/api/onboarding-detail';
import { RepeatableBlock } from '@/components/form/repeatable-block';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { ruleContext } from '../step-rules';
import { newBill, uploadBillValues, type UploadBillValues } from '../values/upload-bill-values';
import { BillBlock } from './bill-block';

interface BillListProps {
  detail: OnboardingDetail;
  billTypes: readonly Option[] | undefined;
  frequencies: readonly Option[] | undefined;
  progress: number | null;
}

function BillList({ detail, billTypes, frequencies, progress }: BillListProps) {
  const { values } = useFormState<UploadBillValues>({ subscription: { values: true } });
  const savedBill = (index: number) => (detail.client_bills ?? []).find((bill) => bill.id === values.client_bills?.[index]?.id);
  return (
    <RepeatableBlock name="client_bills" itemLabel="Bill" addLabel="Add another bill" newItem={newBill} max={20}>
      {(prefix, index) => <BillBlock prefix={prefix} billTypes={billTypes} frequencies={frequencies} saved={savedBill(index)} progress={progress} />}
    </RepeatableBlock>
  );
}

/** Step 6, Upload bill (client_bills): numbered bill blocks; Submit sends the onboarding. */
export function UploadBillStep(props: StepProps) {
  const billTypes = useOptions(lists.billTypes());
  const frequencies = useOptions(lists.dropdown('bill-repeat-frequencies'));
  const [progress, setProgress] = useState<number | null>(null);
  const context = ruleContext({ 'bill-types': billTypes.data, 'bill-repeat-frequencies': frequencies.data });
  return (
    <StepForm {...props} definition={uploadBillValues} context={context} onUploadProgress={setProgress}>
      <Typography>Add the bills we will pay for you, with a photo or PDF of a recent one. Press Submit when you are done: you can check all your answers before they are sent.</Typography>
      <BillList detail={props.detail} billTypes={choicesOf(billTypes)} frequencies={choicesOf(frequencies)} progress={progress} />
    </StepForm>
  );
}
