import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useField } from 'react-final-form';
import { choicesOf, lists, useOptions } from '@/api/dropdowns';
import { FormTextField } from '@/components/form/form-text-field';
import { RepeatableBlock } from '@/components/form/repeatable-block';
import { SelectField } from '@/components/form/select-field';
import { OTHER_IDENTIFIERS_MAX } from '@/contract/limits';
import { filterNumberText } from '@/lib/digits';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { ruleContext } from '../step-rules';
import { identifiersValues, type OtherIdentifierValues } from '../values/identifiers-values';

const numberText = (value: string) => filterNumberText(value) || undefined;

/** An other identifier is optional; once either field is filled in, both are needed. */
function OtherIdentifierFields({ prefix }: { prefix: string }) {
  const item = useField<OtherIdentifierValues | undefined>(prefix, { subscription: { value: true } }).input.value;
  const started = Boolean(item && (item.identity_code?.trim() || item.identity_type?.trim()));
  return (
    <Box sx={(theme) => ({ display: 'grid', gap: 2, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } })}>
      <FormTextField name={`${prefix}.identity_code`} label="Identification number" required={started} maxLength={50} autoComplete="off" />
      <FormTextField name={`${prefix}.identity_type`} label="Identifier type" required={started} maxLength={100} autoComplete="off" hint="For example: Library card" />
    </Box>
  );
}

/** Step 2, Identifiers (identifier). */
export function IdentifiersStep(props: StepProps) {
  const types = useOptions(lists.dropdown('identification-types'));
  return (
    <StepForm {...props} definition={identifiersValues} context={ruleContext({ 'identification-types': types.data })}>
      <Box sx={(theme) => ({ display: 'grid', gap: 2.5, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } })}>
        <FormTextField name="identifiers.debit_card_no" label="Debit card number" inputMode="numeric" maxLength={30} parse={numberText} autoComplete="off" />
        <FormTextField name="identifiers.va_no" label="VA number" inputMode="numeric" maxLength={30} parse={numberText} autoComplete="off" />
        <FormTextField name="identifiers.medicaid_no" label="RSS / Medicaid number" maxLength={30} autoComplete="off" />
        <SelectField
          name="identifiers.identification_type_id"
          label="Identifier type"
          required
          options={choicesOf(types)}
          hint={types.error ? 'We could not load the identifier types. Check your connection and try again.' : 'The kind of photo ID you have.'}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField name="identifiers.photo_id" label="Identification number" required maxLength={50} autoComplete="off" hint="The number printed on that ID." />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="other-identifiers-heading">
        <Typography id="other-identifiers-heading" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          Other Identifiers (optional)
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>Any other ID numbers you have, up to {OTHER_IDENTIFIERS_MAX}. Leave empty if none.</Typography>
        <RepeatableBlock name="other_identifiers" itemLabel="Other identifier" addLabel="Add another identifier" newItem={() => ({})} max={OTHER_IDENTIFIERS_MAX} headingLevel="h4">
          {(prefix) => <OtherIdentifierFields prefix={prefix} />}
        </RepeatableBlock>
      </Box>
    </StepForm>
  );
}
