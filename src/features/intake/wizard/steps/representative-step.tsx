import Stack from '@mui/material/Stack';
import { useField, useForm } from 'react-final-form';
import { REPRESENTATIVE_TYPES, REPRESENTATIVE_TYPE_LABELS } from '@/contract/process';
import { PREFERRED_COMMUNICATION } from '@/contract/option-lists';
import { RadioField } from '@/components/form/radio-field';
import { NativeSelectField } from '@/components/form/native-select-field';
import { useIntakeLists } from '../intake-lists';
import { agencyChanged, caseManagerChanged, representativeTypeChanged, type FieldChange } from '../representative-clears';
import { RuleField } from '@/components/form/rule-field';
import { useFieldRule } from '@/components/form/rule-scope';
import { useT } from '@/i18n/i18n';
import { ContactFields } from './contact-fields';
import { stepMessages as m } from './messages';

const TYPE_OPTIONS = REPRESENTATIVE_TYPES.map((value) => ({ value, label: REPRESENTATIVE_TYPE_LABELS[value] }));
const COMMUNICATION_OPTIONS = Object.entries(PREFERRED_COMMUNICATION).map(([value, label]) => ({ value: Number(value), label }));

/**
 * Step 1: who is filling in the application, and how to reach them. A screen of its own: its
 * sections follow the type of representative, and a choice clears what no longer applies (spec
 * section 4). Labels are the rules' in title case, but for the contacts and a name, which say whose.
 */
export function RepresentativeStep() {
  const form = useForm();
  const t = useT();
  const lists = useIntakeLists();
  const communication = useFieldRule('representative.preferred_communication', { keepWhenInactive: true });
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
          <RuleField name="representative.agency_id" onValueChange={() => apply(agencyChanged())} />
          <RuleField name="representative.other_agency" />
          <RuleField
            name="representative.case_manager_id"
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
          <RuleField name="representative.relationship_id" />
          <ContactFields prefix="representative" who="relative" />
        </>
      ) : null}
      {type === 'case_manager' || type === 'relative' ? (
        <NativeSelectField name="representative.preferred_communication" label={communication?.label ?? ''} options={COMMUNICATION_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))} />
      ) : null}
    </Stack>
  );
}
