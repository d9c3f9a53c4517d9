import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Values } from '@/contract/field-rules';
import { BENEFITS_SHOWN_BEFORE_MORE } from '@/contract/limits';
import { useRuleScope, useScopeValues } from '@/components/form/rule-scope';
import type { SelectOption } from '@/components/form/select-field';
import { useT } from '@/i18n/i18n';
import { benefitMessages } from '../messages';
import { BenefitItem, benefitKey } from './benefit-item';

/** The keys of the ticked benefits, as one string: what is typed into a benefit does not change it. */
function tickedKeys(values: Values): string {
  const benefits = (values.active_benefits ?? {}) as Record<string, Values | undefined>;
  return Object.keys(benefits)
    .filter((key) => Boolean(benefits[key]?.checked))
    .join(' ');
}

/**
 * The first 4 benefits, then View More / View Less for the rest. A ticked benefit stays in
 * view even after 'View Less', so nobody's answer (or its error) is hidden from them. The list
 * draws again when a benefit is ticked or unticked, not at each key typed into one.
 */
function BenefitChecklist({ options }: { options: readonly SelectOption[] }) {
  const [expanded, setExpanded] = useState(false);
  const t = useT();
  const ticked = new Set(useScopeValues(tickedKeys, Object.is).split(' '));
  const checked = (id: number) => ticked.has(benefitKey(id));
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
