import { FILE_MAX_BYTES, FILE_MAX_MEGABYTES } from './limits';
import { FIELD_MESSAGES } from './field-messages';
import { INTL_LOCALE } from './locales';
import type { Message, Translator } from './translate';

/** What an upload is, as far as the rules care: its size and its content type. */
export interface UploadInfo {
  size: number;
  /** The browser's type in the form; the server's is read from the file's first bytes. */
  type: string;
}

export const UPLOAD_KINDS = {
  /** Onboarding step 1: png/jpg/jpeg (spec section 5). */
  photo: { types: ['image/png', 'image/jpeg'], names: 'png, jpg, jpeg' },
  /** Bills: an image or a PDF. */
  bill: { types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'], names: 'png, jpg, jpeg, gif, webp, pdf' },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** An upload's kinds and size as a hint says them: 'PNG, JPG, or JPEG' ('PNG, JPG o JPEG', Intl's list of the language), '10 MB'. */
export function uploadWords(kind: UploadKind, t: Translator): { types: string; maxSize: string } {
  const names = UPLOAD_KINDS[kind].names.toUpperCase().split(', ');
  const types = new Intl.ListFormat(INTL_LOCALE[t.locale], { type: 'disjunction' }).format(names);
  return { types, maxSize: `${FILE_MAX_MEGABYTES} MB` };
}

export function isUploadInfo(value: unknown): value is UploadInfo {
  return typeof value === 'object' && value !== null && typeof (value as UploadInfo).size === 'number' && typeof (value as UploadInfo).type === 'string';
}

/** The problem with an upload, or null: wrong kind of content, or over 10 MB. `label` is the rule's (or already said). */
export function checkUpload(kind: UploadKind, label: Message | string, upload: unknown, t: Translator): string | null {
  const wrongType = () => t(FIELD_MESSAGES.fileType, { label, kinds: UPLOAD_KINDS[kind].names });
  if (!isUploadInfo(upload)) return wrongType();
  if (upload.size > FILE_MAX_BYTES) return t(FIELD_MESSAGES.fileSize, { label, megabytes: FILE_MAX_MEGABYTES });
  const accepted: readonly string[] = UPLOAD_KINDS[kind].types;
  return accepted.includes(upload.type) ? null : wrongType();
}
