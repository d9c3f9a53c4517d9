import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-final-form';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { RuleList } from '@/components/form/rule-list';
import { useT } from '@/i18n/i18n';
import { billMessages } from '../messages';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { newBill, uploadBillValues, type UploadBillValues } from '../values/upload-bill-values';
import { BillBlock } from './bill-block';

function BillList({ detail, progress }: { detail: OnboardingDetail; progress: number | null }) {
  const { values } = useFormState<UploadBillValues>({ subscription: { values: true } });
  const t = useT();
  const savedBill = (index: number) => (detail.client_bills ?? []).find((bill) => bill.id === values.client_bills?.[index]?.id);
  return (
    <RuleList name="client_bills" itemLabel={t(billMessages.item)} addLabel={t(billMessages.add)} newItem={newBill}>
      {(_prefix, index) => <BillBlock saved={savedBill(index)} progress={progress} />}
    </RuleList>
  );
}

/** Step 6, Upload bill (client_bills): numbered bill blocks; Submit sends the onboarding. */
export function UploadBillStep(props: StepProps) {
  const billTypes = useOptions(lists.billTypes());
  const frequencies = useOptions(lists.dropdown('bill-repeat-frequencies'));
  const [progress, setProgress] = useState<number | null>(null);
  const t = useT();
  return (
    <StepForm {...props} definition={uploadBillValues} lists={{ 'bill-types': billTypes, 'bill-repeat-frequencies': frequencies }} onUploadProgress={setProgress}>
      <Typography>{t(billMessages.intro)}</Typography>
      <BillList detail={props.detail} progress={progress} />
    </StepForm>
  );
}
