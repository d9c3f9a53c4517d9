import Typography from '@mui/material/Typography';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { RuleList } from '@/components/form/rule-list';
import { useT } from '@/i18n/i18n';
import { contactMessages } from '../messages';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { clientContactsValues } from '../values/client-contacts-values';
import { ContactBlock } from './contact-block';

/** Step 5, Client Contacts (client_contacts), optional: numbered contact blocks. */
export function ClientContactsStep(props: StepProps) {
  const categories = useOptions(lists.dropdown('contact-categories'));
  const countries = useOptions(lists.countries());
  const states = useOptions(lists.states());
  const t = useT();
  return (
    <StepForm {...props} definition={clientContactsValues} lists={{ 'contact-categories': categories, countries, states }}>
      <Typography>{t(contactMessages.intro)}</Typography>
      <RuleList name="client_contacts" itemLabel={t(contactMessages.item)} addLabel={t(contactMessages.add)} newItem={() => ({})}>
        {() => <ContactBlock />}
      </RuleList>
    </StepForm>
  );
}
