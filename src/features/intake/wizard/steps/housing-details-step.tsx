import Stack from '@mui/material/Stack';
import { MESSAGES } from '@/contract/messages';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { stepMessages as m } from './messages';

/** Step 8: housing; the landlord and rent fields are optional for housing types 7, 8 and 9. */
export function HousingDetailsStep() {
  const t = useT();
  return (
    <Stack spacing={3}>
      <RuleField name="housing.house_type_id" label={t(m.housingType)} />
      <RuleField name="housing.housing_provider" label={t(m.housingProvider)} />
      <RuleField name="housing.move_in_date" label={t(m.moveInDate)} />
      <RuleField name="housing.rent_amount" label={t(m.rent)} hint={t(MESSAGES.zeroAmountHint)} />
      <RuleField name="housing.landlord_primary_phone" label={t(m.landlordPhone)} />
      <RuleField name="housing.landlord_other_phone" label={t(m.landlordOtherPhone)} />
      <RuleField name="housing.landlord_fax" label={t(m.landlordFax)} />
      <RuleField name="housing.landlord_primary_email" label={t(m.landlordEmail)} />
      <RuleField name="housing.landlord_other_email" label={t(m.landlordOtherEmail)} />
      <RuleField name="housing.remarks" label={t(m.remarks)} multiline />
    </Stack>
  );
}
