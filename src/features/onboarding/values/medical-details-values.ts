import { shown, text, type StepValuesDefinition } from './common';

export interface MedicalDetailsValues {
  health_info: { diagnosis?: string; medications?: string; guardianship?: string };
}

/** Step 3, diagnosis: `health_info[diagnosis|medications|guardianship]`. */
export const medicalDetailsValues: StepValuesDefinition<MedicalDetailsValues> = {
  slug: 'diagnosis',
  initialValues: (detail) => ({
    health_info: {
      diagnosis: shown(detail.health_info?.diagnosis),
      medications: shown(detail.health_info?.medications),
      guardianship: shown(detail.health_info?.guardianship),
    },
  }),
  toPayload: ({ health_info: info }) => ({
    step: 'diagnosis',
    skip: 0,
    health_info: { diagnosis: text(info.diagnosis), medications: text(info.medications), guardianship: text(info.guardianship) },
  }),
};
