import Stack from '@mui/material/Stack';
import { MESSAGES } from '@/contract/messages';
import { RuleField } from '@/components/form/rule-field';
import { t } from '@/i18n/i18n';

/** Step 8: housing; the landlord and rent fields are optional for housing types 7, 8 and 9. */
export function HousingDetailsStep() {
  return (
    <Stack spacing={3}>
      <RuleField name="housing.house_type_id" label="Housing Type" />
      <RuleField name="housing.housing_provider" label="Housing Provider" />
      <RuleField name="housing.move_in_date" label="Move-in Date" />
      <RuleField name="housing.rent_amount" label="Rent per Month ($)" hint={t(MESSAGES.zeroAmountHint)} />
      <RuleField name="housing.landlord_primary_phone" label="Landlord Phone" />
      <RuleField name="housing.landlord_other_phone" label="Landlord Other Phone" />
      <RuleField name="housing.landlord_fax" label="Landlord Fax" />
      <RuleField name="housing.landlord_primary_email" label="Landlord Email" />
      <RuleField name="housing.landlord_other_email" label="Landlord Other Email" />
      <RuleField name="housing.remarks" label="Remarks" multiline />
    </Stack>
  );
}
