import { getPath, toId, type Values } from '@/contract/field-rules';
import { onboardingStepRules, type StoredUploads } from '@/contract/onboarding-rules';
import { ONBOARDING_STEPS, type OnboardingStepSlug } from '@/contract/steps';
import { uploadWords } from '@/contract/upload-rules';
import { benefitMessages, billMessages, billWords, contactMessages, contactWords, identifierMessages, medicalMessages, otherIdentifierWords } from './messages';
import { benefitKey } from './steps/benefit-item';
import { BenefitsView } from './steps/benefits-view';
import { PhotoView } from './steps/photo-view';
import type { OnboardingStep } from './step-values';

type OnboardingLook = Omit<OnboardingStep, 'slug' | 'title' | 'optional' | 'rules'>;

const asObject = (value: unknown): Values => (typeof value === 'object' && value !== null ? (value as Values) : {});

/**
 * The benefits as the form holds them: one checklist entry per benefit, keyed by its id and
 * ticked, rather than the rules' list of items.
 */
const benefits: Pick<OnboardingLook, 'fromStored' | 'toForm' | 'fromForm' | 'toFormErrors'> = {
  fromStored: (detail) => ({
    active_benefits: ((detail.benefits as Values[] | null | undefined) ?? []).map((benefit) => ({
      reporting_account_id: toId(benefit.reporting_account_id) ?? benefit.id,
      benefit_amount: benefit.amount,
      effective_from: getPath(benefit, 'effective_from.date'),
      effective_till: getPath(benefit, 'effective_till.date'),
    })),
  }),
  toForm: (values) => ({
    active_benefits: Object.fromEntries(
      ((values.active_benefits as Values[] | undefined) ?? [])
        .filter((benefit) => toId(benefit.reporting_account_id) !== null)
        .map(({ reporting_account_id: id, ...benefit }) => [benefitKey(toId(id)!), { checked: true, ...benefit }]),
    ),
  }),
  fromForm: (values) => ({
    active_benefits: Object.entries(asObject(values.active_benefits))
      .filter(([, benefit]) => asObject(benefit).checked)
      .map(([key, benefit]) => {
        const { checked: _checked, ...fields } = asObject(benefit);
        return { ...fields, reporting_account_id: Number(key.slice(1)) };
      })
      .sort((a, b) => a.reporting_account_id - b.reporting_account_id),
  }),
  // Spec section 8: the server keys a benefit's errors by its id; the form's fields are keyed so too.
  toFormErrors: (errors) =>
    Object.fromEntries(
      Object.entries(errors).map(([name, message]) => {
        const match = /^active_benefits\.(\d+)(\..+)?$/.exec(name);
        return match ? [`active_benefits.${benefitKey(Number(match[1]))}${match[2] ?? '.checked'}`, message] : [name, message];
      }),
    ),
};

/**
 * How each onboarding step looks, where its rules alone do not say, and the few places where
 * the detail (GET /website/onboarding) or the body names things otherwise than the rules. Every
 * field is its rule's, in the rules' order, labelled with the rule's label as a sentence.
 */
const LOOKS: Record<OnboardingStepSlug, OnboardingLook> = {
  document_proof: { view: PhotoView },
  identifier: {
    columns: true,
    fields: {
      'identifiers.identification_type_id': { hint: ({ t, listFailed }) => t(listFailed ? identifierMessages.typesFailed : identifierMessages.typeHint) },
      'identifiers.photo_id': { hint: identifierMessages.numberHint, wide: true },
    },
    lists: {
      // A blank block means none; once either field is filled in, both are needed (the list's rules).
      other_identifiers: {
        heading: identifierMessages.others,
        intro: identifierMessages.othersHint,
        words: otherIdentifierWords,
        headingLevel: 'h4',
        fields: { identity_type: { hint: identifierMessages.otherTypeHint } },
      },
    },
    // The detail names the type by its object and the number photo_id or identity_code, and
    // the other identifiers other_identifier.
    fromStored: (detail) => {
      const identifiers = asObject(detail.identifiers);
      return {
        identifiers: {
          ...identifiers,
          identification_type_id: identifiers.identification_type_id ?? getPath(identifiers, 'identification_type.id'),
          photo_id: identifiers.photo_id ?? identifiers.identity_code,
        },
        other_identifiers: detail.other_identifier,
      };
    },
    // Spec section 7 names both: the number goes as photo_id and as identity_code.
    toBody: (body) => {
      const { photo_id: photoId, ...identifiers } = asObject(body.identifiers);
      return { ...body, identifiers: { ...identifiers, photo_id: photoId, identity_code: photoId } };
    },
  },
  diagnosis: {
    intro: medicalMessages.intro,
    fields: {
      'health_info.diagnosis': { hint: medicalMessages.diagnosisHint, multiline: true, showCount: true },
      'health_info.medications': { hint: medicalMessages.medicationsHint, multiline: true, showCount: true },
      'health_info.guardianship': { hint: medicalMessages.guardianshipHint, multiline: true, showCount: true },
    },
  },
  active_benefits: { intro: benefitMessages.intro, view: BenefitsView, ...benefits },
  client_contacts: {
    intro: contactMessages.intro,
    columns: true,
    lists: {
      client_contacts: {
        words: contactWords,
        fields: {
          contact_category_id: { hint: contactMessages.categoryHint },
          other_contact_category: { wide: true },
          'personal_contact.website': { type: 'url', wide: true },
          description: { multiline: true, minRows: 2, showCount: true, hint: contactMessages.descriptionHint, wide: true },
          physical_address: { address: { legend: contactMessages.physicalAddress, labels: 'plain' } },
          mailing_address: { address: { legend: contactMessages.mailingAddress, labels: 'plain' } },
        },
      },
    },
  },
  client_bills: {
    intro: billMessages.intro,
    columns: true,
    lists: {
      client_bills: {
        words: billWords,
        fields: {
          amount: { label: billMessages.amount, hint: billMessages.amountHint },
          is_recursive: { label: billMessages.recurring, wide: true },
          bill_repeat_frequency_id: { label: billMessages.frequency },
          repeat_intervals: { hint: ({ rule, t }) => t(billMessages.intervalsHint, { min: rule.min, max: rule.max }) },
          'files.0': { file: { choose: billMessages.upload, replace: billMessages.another }, hint: ({ t }) => t(billMessages.fileHint, uploadWords('bill', t)), wide: true },
        },
      },
    },
  },
};

/** The onboarding's steps as data (spec section 2): the contract's steps and rules, with their looks, in order. */
export const ONBOARDING_WIZARD: readonly OnboardingStep[] = ONBOARDING_STEPS.map((step) => ({
  ...step,
  rules: (stored: StoredUploads) => onboardingStepRules(step.slug, stored),
  ...LOOKS[step.slug],
}));

