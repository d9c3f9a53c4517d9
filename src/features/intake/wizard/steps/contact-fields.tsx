import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { CONTACT_LABELS, type ContactOwner } from './messages';

/** Primary and other phone and email of a person (the applicant, a representative, an emergency contact). */
export function ContactFields({ prefix, who, disabled }: { prefix: string; who: ContactOwner; disabled?: boolean }) {
  const t = useT();
  const labels = CONTACT_LABELS[who];
  return (
    <>
      <RuleField name={`${prefix}.primary_phone`} label={t(labels.primaryPhone)} disabled={disabled} />
      <RuleField name={`${prefix}.other_phone`} label={t(labels.otherPhone)} disabled={disabled} />
      <RuleField name={`${prefix}.primary_email`} label={t(labels.primaryEmail)} disabled={disabled} />
      <RuleField name={`${prefix}.other_email`} label={t(labels.otherEmail)} disabled={disabled} />
    </>
  );
}
