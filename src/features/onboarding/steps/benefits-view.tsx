import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-final-form';
import type { Values } from '@/contract/field-rules';
import { BENEFITS_SHOWN_BEFORE_MORE } from '@/contract/limits';
import { useRuleScope } from '@/components/form/rule-scope';
import type { SelectOption } from '@/components/form/select-field';
import { useT } from '@/i18n/i18n';
import { benefitMessages } from '../messages';
import { BenefitItem, benefitKey } from './benefit-item';

/**
 * The first 4 benefits, then View More / View Less for the rest. A ticked benefit stays in
 * view even after 'View Less', so nobody's answer (or its error) is hidden from them.
 */
function BenefitChecklist({ options }: { options: readonly SelectOption[] }) {
  const [expanded, setExpanded] = useState(false);
  const t = useT();
  const { values } = useFormState<{ active_benefits?: Record<string, Values | undefined> }>({ subscription: { values: true } });
  const checked = (id: number) => Boolean(values.active_benefits?.[benefitKey(id)]?.checked);
  const shown = options.filter((option, index) => expanded || index < BENEFITS_SHOWN_BEFORE_MORE || checked(Number(option.value)));
  const more = options.length > BENEFITS_SHOWN_BEFORE_MORE;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1, p: 0 }}>
        {t(benefitMessages.legend)}
      </Box>
      <Box id="benefit-list" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {shown.map((option) => (
          <BenefitItem key={option.value} id={Number(option.value)} label={option.label} />
        ))}
      </Box>
      {more ? (
        <Button variant="text" aria-expanded={expanded} aria-controls="benefit-list" onClick={() => setExpanded(!expanded)} sx={{ mt: 1 }}>
          {t(expanded ? benefitMessages.viewLess : benefitMessages.viewMore)}
        </Button>
      ) : null}
    </Box>
  );
}

/** Step 4's screen (active_benefits): a checklist of the benefits; a ticked one asks for its dates and amount. */
export function BenefitsView() {
  const options = useRuleScope().options('benefits');
  const t = useT();
  return (
    <>
      {options?.length === 0 ? <Typography color="error">{t(benefitMessages.listFailed)}</Typography> : null}
      <BenefitChecklist options={options ?? []} />
    </>
  );
}
