import type { StepValuesDefinition } from './common';

export interface ProfilePhotoValues {
  /** A chosen photo not yet stored by the server. */
  image?: File | null;
}

/** Step 1, document_proof: `image` when a new photo is chosen. */
export const profilePhotoValues: StepValuesDefinition<ProfilePhotoValues> = {
  slug: 'document_proof',
  initialValues: () => ({}),
  toPayload: (values) => ({ step: 'document_proof', skip: 0, image: values.image ?? undefined }),
};
