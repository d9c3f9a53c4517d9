import Typography from '@mui/material/Typography';
import { choicesOf, lists, useOptions } from '@/api/dropdowns';
import { RepeatableBlock } from '@/components/form/repeatable-block';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { ruleContext } from '../step-rules';
import { clientContactsValues } from '../values/client-contacts-values';
import { ContactBlock } from './contact-block';

/** Step 5, Client Contacts (client_contacts), optional: numbered contact blocks. */
export function ClientContactsStep(props: StepProps) {
  const categories = useOptions(lists.dropdown('contact-categories'));
  const countries = useOptions(lists.countries());
  const states = useOptions(lists.states());
  const context = ruleContext({ 'contact-categories': categories.data, countries: countries.data, states: states.data });
  return (
    <StepForm {...props} definition={clientContactsValues} context={context}>
      <Typography>People and places we may contact for you: your doctor, your pharmacy, a relative. You may skip this step.</Typography>
      <RepeatableBlock name="client_contacts" itemLabel="Contact" addLabel="Add another contact" newItem={() => ({})} max={20}>
        {(prefix) => <ContactBlock prefix={prefix} categories={choicesOf(categories)} />}
      </RepeatableBlock>
    </StepForm>
  );
}
