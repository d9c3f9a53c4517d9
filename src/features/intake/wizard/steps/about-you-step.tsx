import { useContext } from 'react';
import Stack from '@mui/material/Stack';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { IdentityLockedContext } from '../step-rules-context';
import { stepMessages as m } from './messages';

/** Step 2: the applicant. Saving it creates the application (architecture.md section 8). */
export function AboutYouStep() {
  const locked = useContext(IdentityLockedContext);
  const t = useT();
  const lockedHint = locked ? t(m.locked) : undefined;
  return (
    <Stack spacing={3}>
      <RuleField name="title" label={t(m.title)} hint={t(m.titleHint)} />
      <RuleField name="first_name" label={t(m.firstName)} />
      <RuleField name="middle_name" label={t(m.middleName)} />
      <RuleField name="last_name" label={t(m.lastName)} />
      <RuleField name="suffix" label={t(m.suffix)} hint={t(m.suffixHint)} />
      <RuleField name="ssn" label={t(m.ssn)} disabled={locked} hint={lockedHint} />
      <RuleField name="date_of_birth" label={t(m.birthDate)} disabled={locked} hint={lockedHint} />
      <RuleField name="birth_city" label={t(m.birthCity)} />
      <RuleField name="birth_country_id" label={t(m.birthCountry)} />
      <RuleField name="birth_state_id" label={t(m.birthState)} />
      <RuleField name="birth_state_name" label={t(m.birthStateName)} />
      <RuleField name="english_fluency_id" label={t(m.englishFluency)} />
      <RuleField name="language_id" label={t(m.language)} />
      <RuleField name="marital_status_id" label={t(m.maritalStatus)} />
      <RuleField name="mother_name" label={t(m.motherName)} />
      <RuleField name="father_name" label={t(m.fatherName)} />
      <RuleField name="gender_id" label={t(m.gender)} />
      <RuleField name="other_gender" label={t(m.otherGender)} />
      <RuleField name="ethnicity_id" label={t(m.ethnicity)} />
      <RuleField name="race_id" label={t(m.race)} hint={t(m.raceHint)} />
      <RuleField name="other_race" label={t(m.otherRace)} />
    </Stack>
  );
}
