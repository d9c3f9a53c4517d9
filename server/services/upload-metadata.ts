import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { UNKNOWN_TYPE } from '../../src/contract/file-signatures';
import { FILE_MAX_BYTES } from '../../src/contract/limits';
import { hasMetadataWalker, withoutMetadata } from '../../src/contract/picture-metadata';

interface Received {
  path: string;
  size: number;
  type: string;
  sha256: string;
}

/**
 * A received picture rewritten without its metadata before anything else reads it, so no
 * upload is kept with a location, a camera or a time in it, whichever client sent it. A
 * picture whose container is broken cannot be cleaned: it is no longer taken for a picture
 * (its type becomes unknown), and the upload rules refuse it. A file over the limit is
 * refused anyway and is left as it came.
 */
export async function withoutReceivedMetadata<T extends Received>(file: T): Promise<T> {
  if (!hasMetadataWalker(file.type) || file.size > FILE_MAX_BYTES) return file;
  const bytes = await readFile(file.path);
  const clean = withoutMetadata(bytes, file.type);
  if (!clean) return { ...file, type: UNKNOWN_TYPE };
  if (Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength).equals(bytes)) return file;
  await writeFile(file.path, clean);
  return { ...file, size: clean.length, sha256: createHash('sha256').update(clean).digest('hex') };
}
