import { SNIFF_BYTES, sniffType } from '@/contract/file-signatures';
import type { Message } from '@/contract/translate';
import { checkUpload, type UploadKind } from '@/contract/upload-rules';
import { t } from '@/i18n/i18n';

export type ChosenFile = { file: File; problem: null } | { file: null; problem: string };

async function firstBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * A chosen file checked the way the server will check it: over 10 MB, or content that is not
 * of the accepted kinds (whatever its name says), is refused with the server's own message.
 * An accepted file is given the type its content shows, so what is sent says what it is.
 */
export async function checkChosenFile(kind: UploadKind, label: Message | string, file: File): Promise<ChosenFile> {
  const type = sniffType(await firstBytes(file));
  const problem = checkUpload(kind, label, { size: file.size, type }, t);
  if (problem) return { file: null, problem };
  return { file: file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified }), problem: null };
}

export function isImageType(type: string | null | undefined): boolean {
  return typeof type === 'string' && type.startsWith('image/');
}
