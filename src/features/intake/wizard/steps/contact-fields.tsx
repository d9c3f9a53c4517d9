import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { CONTACT_LABELS, type ContactOwner } from './messages';

/**
 * Primary and other phone and email of a person (the applicant, a representative). The
 * applicant's own are offered by the browser's autofill; a relative's or a case manager's are
 * not, since the applicant's own would be offered there.
 */
export function ContactFields({ prefix, who, disabled }: { prefix: string; who: ContactOwner; disabled?: boolean }) {
  const t = useT();
  const labels = CONTACT_LABELS[who];
  const autoComplete = who === 'you' || who === 'applicant' ? undefined : 'off';
  return (
    <>
      <RuleField name={`${prefix}.primary_phone`} label={t(labels.primaryPhone)} disabled={disabled} autoComplete={autoComplete} />
      <RuleField name={`${prefix}.other_phone`} label={t(labels.otherPhone)} disabled={disabled} autoComplete={autoComplete} />
      <RuleField name={`${prefix}.primary_email`} label={t(labels.primaryEmail)} disabled={disabled} autoComplete={autoComplete} />
      <RuleField name={`${prefix}.other_email`} label={t(labels.otherEmail)} disabled={disabled} autoComplete={autoComplete} />
    </>
  );
}
