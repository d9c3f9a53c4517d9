import Typography from '@mui/material/Typography';
import { lists, useOptions } from '@/api/dropdowns';
import { RuleList } from '@/components/form/rule-list';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { clientContactsValues } from '../values/client-contacts-values';
import { ContactBlock } from './contact-block';

/** Step 5, Client Contacts (client_contacts), optional: numbered contact blocks. */
export function ClientContactsStep(props: StepProps) {
  const categories = useOptions(lists.dropdown('contact-categories'));
  const countries = useOptions(lists.countries());
  const states = useOptions(lists.states());
  return (
    <StepForm {...props} definition={clientContactsValues} lists={{ 'contact-categories': categories, countries, states }}>
      <Typography>People and places we may contact for you: your doctor, your pharmacy, a relative. You may skip this step.</Typography>
      <RuleList name="client_contacts" itemLabel="Contact" addLabel="Add another contact" newItem={() => ({})}>
        {() => <ContactBlock />}
      </RuleList>
    </StepForm>
  );
}
