import Stack from '@mui/material/Stack';
import { useField, useForm } from 'react-final-form';
import { REPRESENTATIVE_TYPES, REPRESENTATIVE_TYPE_LABELS } from '@/contract/process';
import { PREFERRED_COMMUNICATION } from '@/contract/option-lists';
import { RadioField } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { useIntakeLists } from '../intake-lists';
import { agencyChanged, caseManagerChanged, representativeTypeChanged, type FieldChange } from '../representative-clears';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { ContactFields } from './contact-fields';
import { stepMessages as m } from './messages';

const TYPE_OPTIONS = REPRESENTATIVE_TYPES.map((value) => ({ value, label: REPRESENTATIVE_TYPE_LABELS[value] }));
const COMMUNICATION_OPTIONS = Object.entries(PREFERRED_COMMUNICATION).map(([value, label]) => ({ value: Number(value), label }));

/** Step 1: who is filling in the application, and how to reach them. */
export function RepresentativeStep() {
  const form = useForm();
  const t = useT();
  const lists = useIntakeLists();
  const type = useField<string | undefined>('representative.representative_type', { subscription: { value: true } }).input.value;
  const caseManagerId = useField('representative.case_manager_id', { subscription: { value: true } }).input.value;
  const agencyId = useField('representative.agency_id', { subscription: { value: true } }).input.value;
  const apply = (changes: FieldChange[]) => form.batch(() => changes.forEach(([name, value]) => form.change(name, value)));

  return (
    <Stack spacing={3}>
      <RadioField
        name="representative.representative_type"
        label={t(m.whoIsFilling)}
        options={TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        required
        onValueChange={(_next, previous) => apply(representativeTypeChanged(previous))}
      />
      {type === 'myself' ? <ContactFields prefix="personal_contact" who="you" /> : null}
      {type === 'case_manager' ? (
        <>
          <RuleField name="representative.agency_id" label={t(m.caseManagerAgency)} onValueChange={() => apply(agencyChanged())} />
          <RuleField name="representative.other_agency" label={t(m.otherAgency)} />
          <RuleField
            name="representative.case_manager_id"
            label={t(m.caseManager)}
            disabled={!agencyId}
            hint={agencyId ? undefined : t(m.chooseAgencyFirst)}
            onValueChange={(next) => apply(caseManagerChanged(lists.options('case-managers')?.find((option) => option.value === next)))}
          />
          <RuleField name="representative.name" label={t(m.caseManagerName)} disabled={!caseManagerId} />
          <ContactFields prefix="representative" who="caseManager" disabled={!caseManagerId} />
        </>
      ) : null}
      {type === 'relative' ? (
        <>
          <RuleField name="representative.name" label={t(m.relativeName)} />
          <RuleField name="representative.relationship_id" label={t(m.relationship)} />
          <ContactFields prefix="representative" who="relative" />
        </>
      ) : null}
      {type === 'case_manager' || type === 'relative' ? (
        <SelectField name="representative.preferred_communication" label={t(m.preferredCommunication)} options={COMMUNICATION_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))} />
      ) : null}
    </Stack>
  );
}
