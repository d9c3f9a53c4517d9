import { RuleField } from '@/components/form/rule-field';

/** Primary and other phone and email of a person (the applicant, a representative, an emergency contact). */
export function ContactFields({ prefix, who, disabled }: { prefix: string; who: string; disabled?: boolean }) {
  return (
    <>
      <RuleField name={`${prefix}.primary_phone`} label={`${who} Primary Phone`} disabled={disabled} />
      <RuleField name={`${prefix}.other_phone`} label={`${who} Other Phone`} disabled={disabled} />
      <RuleField name={`${prefix}.primary_email`} label={`${who} Primary Email`} disabled={disabled} />
      <RuleField name={`${prefix}.other_email`} label={`${who} Other Email`} disabled={disabled} />
    </>
  );
}
