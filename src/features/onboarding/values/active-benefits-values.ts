import { idOf, storedAmount, text, type StepValuesDefinition } from './common';

export interface BenefitValues {
  checked?: boolean;
  benefit_amount?: string;
  effective_from?: string;
  effective_till?: string;
}

/** Benefits are keyed by their id ('b12'), so a server error keyed by benefit id lands on its benefit. */
export interface ActiveBenefitsValues {
  active_benefits: Record<string, BenefitValues>;
}

export const benefitKey = (id: number) => `b${id}`;
const idOfKey = (key: string) => Number(key.slice(1));

export function checkedBenefitIds(values: ActiveBenefitsValues): number[] {
  return Object.entries(values.active_benefits ?? {})
    .filter(([, benefit]) => benefit?.checked)
    .map(([key]) => idOfKey(key))
    .sort((a, b) => a - b);
}

/** Step 4, active_benefits: `active_benefits[i][reporting_account_id|benefit_amount|effective_from|effective_till]`. */
export const activeBenefitsValues: StepValuesDefinition<ActiveBenefitsValues> = {
  slug: 'active_benefits',
  initialValues: (detail) => ({
    active_benefits: Object.fromEntries(
      (detail.benefits ?? []).map((benefit) => [
        benefitKey(idOf(benefit.reporting_account_id) ?? benefit.id),
        {
          checked: true,
          benefit_amount: storedAmount(benefit.amount),
          effective_from: benefit.effective_from?.date,
          effective_till: benefit.effective_till?.date,
        },
      ]),
    ),
  }),
  toPayload: (values) => ({
    step: 'active_benefits',
    skip: 0,
    active_benefits: checkedBenefitIds(values).map((id) => {
      const benefit = values.active_benefits[benefitKey(id)]!;
      return {
        reporting_account_id: id,
        benefit_amount: text(benefit.benefit_amount),
        effective_from: text(benefit.effective_from),
        effective_till: text(benefit.effective_till),
      };
    }),
  }),
  // Spec section 8: the server keys a benefit's errors by its id; the form's fields are keyed so too.
  toFormErrors: (errors) =>
    Object.fromEntries(
      Object.entries(errors).map(([name, message]) => {
        const match = /^active_benefits\.(\d+)(\..+)?$/.exec(name);
        if (!match) return [name, message];
        return [`active_benefits.${benefitKey(Number(match[1]))}${match[2] ?? '.checked'}`, message];
      }),
    ),
};
