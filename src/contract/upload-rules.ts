import { FILE_MAX_BYTES, FILE_MAX_MEGABYTES } from './limits';
import { FIELD_MESSAGES } from './messages';

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

/** An upload's kinds and size as a hint says them: 'PNG, JPG or JPEG', '10 MB'. */
export function uploadWords(kind: UploadKind): { types: string; maxSize: string } {
  const names = UPLOAD_KINDS[kind].names.toUpperCase().split(', ');
  return { types: `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`, maxSize: `${FILE_MAX_MEGABYTES} MB` };
}

export function isUploadInfo(value: unknown): value is UploadInfo {
  return typeof value === 'object' && value !== null && typeof (value as UploadInfo).size === 'number' && typeof (value as UploadInfo).type === 'string';
}

/** The problem with an upload, or null: wrong kind of content, or over 10 MB. */
export function checkUpload(kind: UploadKind, label: string, upload: unknown): string | null {
  if (!isUploadInfo(upload)) return FIELD_MESSAGES.fileType(label, UPLOAD_KINDS[kind].names);
  if (upload.size > FILE_MAX_BYTES) return FIELD_MESSAGES.fileSize(label);
  const accepted: readonly string[] = UPLOAD_KINDS[kind].types;
  return accepted.includes(upload.type) ? null : FIELD_MESSAGES.fileType(label, UPLOAD_KINDS[kind].names);
}
