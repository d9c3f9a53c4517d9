import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { fullRow, twoColumns } from '@/components/form/form-grid';
import { RuleField } from '@/components/form/rule-field';
import { RuleList } from '@/components/form/rule-list';
import { OTHER_IDENTIFIERS } from '@/contract/onboarding-rules';
import { useT } from '@/i18n/i18n';
import { identifierMessages } from '../messages';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { identifiersValues } from '../values/identifiers-values';

/** Step 2, Identifiers (identifier). */
export function IdentifiersStep(props: StepProps) {
  const types = useOptions(lists.dropdown('identification-types'));
  const t = useT();
  return (
    <StepForm {...props} definition={identifiersValues} lists={{ 'identification-types': types }}>
      <Box sx={twoColumns(2.5)}>
        <RuleField name="identifiers.debit_card_no" />
        <RuleField name="identifiers.va_no" />
        <RuleField name="identifiers.medicaid_no" />
        <RuleField
          name="identifiers.identification_type_id"
          hint={t(types.error ? identifierMessages.typesFailed : identifierMessages.typeHint)}
        />
        <Box sx={fullRow}>
          <RuleField name="identifiers.photo_id" hint={t(identifierMessages.numberHint)} />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="other-identifiers-heading">
        <Typography id="other-identifiers-heading" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {t(identifierMessages.others)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t(identifierMessages.othersHint, { max: OTHER_IDENTIFIERS.max })}</Typography>
        {/* A blank block means none; once either field is filled in, both are needed (the list's rules). */}
        <RuleList name="other_identifiers" itemLabel={t(identifierMessages.other)} addLabel={t(identifierMessages.addOther)} newItem={() => ({})} headingLevel="h4">
          {() => (
            <Box sx={twoColumns(2)}>
              <RuleField name="identity_code" />
              <RuleField name="identity_type" hint={t(identifierMessages.otherTypeHint)} />
            </Box>
          )}
        </RuleList>
      </Box>
    </StepForm>
  );
}
