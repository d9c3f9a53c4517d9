import { OTHER_IDENTIFIERS } from '@/contract/onboarding-rules';
import { errorsAtPositions, idOf, keptPositions, shown, text, type StepValuesDefinition } from './common';

export interface OtherIdentifierValues {
  id?: number;
  identity_code?: string;
  identity_type?: string;
}

export interface IdentifiersValues {
  identifiers: {
    identification_type_id?: number;
    photo_id?: string;
    debit_card_no?: string;
    va_no?: string;
    medicaid_no?: string;
  };
  other_identifiers: OtherIdentifierValues[];
}

/** The list's own rule: a block with neither field filled in means none. */
const isBlankOther = (item: OtherIdentifierValues) => OTHER_IDENTIFIERS.isBlank!({ ...item });

/** Step 2, identifier: `identifiers[...]` and `other_identifiers[i][id|identity_code|identity_type]`. */
export const identifiersValues: StepValuesDefinition<IdentifiersValues> = {
  slug: 'identifier',
  initialValues: (detail) => {
    const saved = detail.identifiers;
    const others = (detail.other_identifier ?? []).map(({ id, identity_code, identity_type }) => ({
      id,
      identity_code: shown(identity_code),
      identity_type: shown(identity_type),
    }));
    return {
      identifiers: {
        identification_type_id: idOf(saved?.identification_type_id) ?? idOf(saved?.identification_type?.id),
        photo_id: shown(saved?.photo_id) ?? shown(saved?.identity_code),
        debit_card_no: shown(saved?.debit_card_no),
        va_no: shown(saved?.va_no),
        medicaid_no: shown(saved?.medicaid_no),
      },
      other_identifiers: others.length > 0 ? others : [{}],
    };
  },
  toPayload: ({ identifiers, other_identifiers: others }) => ({
    step: 'identifier',
    skip: 0,
    identifiers: {
      identification_type_id: identifiers.identification_type_id,
      // Spec section 7 names both; the read calls the identification number photo_id.
      photo_id: text(identifiers.photo_id),
      identity_code: text(identifiers.photo_id),
      debit_card_no: text(identifiers.debit_card_no),
      va_no: text(identifiers.va_no),
      medicaid_no: text(identifiers.medicaid_no),
    },
    // Blank blocks mean "none": they are left out, and the saved list is replaced by the rest.
    other_identifiers: keptPositions(others, isBlankOther).map((position) => {
      const item = others[position]!;
      return { id: item.id, identity_code: text(item.identity_code), identity_type: text(item.identity_type) };
    }),
  }),
  toFormErrors: (errors, values) => errorsAtPositions(errors, 'other_identifiers', keptPositions(values.other_identifiers, isBlankOther)),
};
