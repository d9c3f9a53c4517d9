import { SNIFF_BYTES, sniffType } from '@/contract/file-signatures';
import { hasMetadataWalker } from '@/contract/picture-metadata';
import type { Message } from '@/contract/translate';
import { checkUpload, UPLOAD_KINDS, type UploadKind } from '@/contract/upload-rules';
import { t } from '@/i18n/i18n';
import { makeLight } from '@/lib/image-shrink';
import { UnreadablePicture } from '@/lib/image-shrink-core';
import { fileMessages } from './messages';

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

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png', 'image/gif': 'gif' };

/** The file's name with the extension of the type it has become. */
export function renamedFor(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension) return name;
  const base = name.replace(/\.[^./\\]*$/, '') || 'picture';
  return `${base}.${extension}`;
}

/** What a picture for this kind of upload may be encoded to: WebP where it is taken (lighter), else JPEG. */
const encodingsFor = (kind: UploadKind) => (['image/webp', 'image/jpeg'] as const).filter((type) => (UPLOAD_KINDS[kind].types as readonly string[]).includes(type));

/**
 * A chosen file checked the way the server will check it, after a picture has been made light
 * (lib/image-shrink.ts: at most 2048 px, no metadata): content that is not of the accepted
 * kinds (whatever its name says), a picture the browser cannot open, or a file still over
 * 10 MB (a PDF) is refused with the server's own message. An accepted file is given the type
 * its content shows, so what is sent says what it is; no time of the photo goes with it.
 */
export async function checkChosenFile(kind: UploadKind, label: Message | string, file: File): Promise<ChosenFile> {
  const type = sniffType(await firstBytes(file));
  const accepted: readonly string[] = UPLOAD_KINDS[kind].types;
  let chosen: File = file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
  if (accepted.includes(type) && hasMetadataWalker(type)) {
    try {
      const light = await makeLight({ picture: file, type, encodings: encodingsFor(kind) });
      chosen = new File([light.blob], light.blob.type === type ? file.name : renamedFor(file.name, light.blob.type), { type: light.blob.type });
    } catch (error) {
      if (!(error instanceof UnreadablePicture)) throw error;
      return { file: null, problem: t(fileMessages.unreadable, { label }) };
    }
  }
  const problem = checkUpload(kind, label, { size: chosen.size, type: chosen.type }, t);
  return problem ? { file: null, problem } : { file: chosen, problem: null };
}

export function isImageType(type: string | null | undefined): boolean {
  return typeof type === 'string' && type.startsWith('image/');
}
