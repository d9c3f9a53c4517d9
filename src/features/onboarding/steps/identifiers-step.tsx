import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lists, useOptions } from '@/api/dropdowns';
import { fullRow, twoColumns } from '@/components/form/form-grid';
import { RuleField } from '@/components/form/rule-field';
import { RuleList } from '@/components/form/rule-list';
import { OTHER_IDENTIFIERS } from '@/contract/onboarding-rules';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { identifiersValues } from '../values/identifiers-values';

/** Step 2, Identifiers (identifier). */
export function IdentifiersStep(props: StepProps) {
  const types = useOptions(lists.dropdown('identification-types'));
  return (
    <StepForm {...props} definition={identifiersValues} lists={{ 'identification-types': types }}>
      <Box sx={twoColumns(2.5)}>
        <RuleField name="identifiers.debit_card_no" />
        <RuleField name="identifiers.va_no" />
        <RuleField name="identifiers.medicaid_no" />
        <RuleField
          name="identifiers.identification_type_id"
          hint={types.error ? 'We could not load the identifier types. Check your connection and try again.' : 'The kind of photo ID you have.'}
        />
        <Box sx={fullRow}>
          <RuleField name="identifiers.photo_id" hint="The number printed on that ID." />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="other-identifiers-heading">
        <Typography id="other-identifiers-heading" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          Other Identifiers (optional)
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>Any other ID numbers you have, up to {OTHER_IDENTIFIERS.max}. Leave empty if none.</Typography>
        {/* A blank block means none; once either field is filled in, both are needed (the list's rules). */}
        <RuleList name="other_identifiers" itemLabel="Other identifier" addLabel="Add another identifier" newItem={() => ({})} headingLevel="h4">
          {() => (
            <Box sx={twoColumns(2)}>
              <RuleField name="identity_code" />
              <RuleField name="identity_type" hint="For example: Library card" />
            </Box>
          )}
        </RuleList>
      </Box>
    </StepForm>
  );
}
