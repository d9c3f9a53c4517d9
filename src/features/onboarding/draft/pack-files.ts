/**
 * Files in a draft are stored once each, under keys of their own, and the draft's values
 * hold a marker instead: typing in a field then never rewrites a 10 MB photo.
 */
export interface FileMarker {
  draftFile: string;
}

export function isFileMarker(value: unknown): value is FileMarker {
  return typeof value === 'object' && value !== null && typeof (value as FileMarker).draftFile === 'string' && Object.keys(value).length === 1;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** The values with every file replaced by its marker; `idOf` names (and stores) each file. */
export function packFiles(value: unknown, idOf: (file: Blob) => string): unknown {
  if (isBlob(value)) return { draftFile: idOf(value) } satisfies FileMarker;
  if (Array.isArray(value)) return value.map((item) => packFiles(item, idOf));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, packFiles(child, idOf)]));
  }
  return value;
}

/** The values with every marker replaced by its file again (left out when the file is gone). */
export function unpackFiles(value: unknown, fileOf: (id: string) => Blob | undefined): unknown {
  if (isFileMarker(value)) return fileOf(value.draftFile);
  if (Array.isArray(value)) return value.map((item) => unpackFiles(item, fileOf));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, unpackFiles(child, fileOf)]));
  }
  return value;
}

export function markersIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (isFileMarker(value)) found.add(value.draftFile);
  else if (Array.isArray(value)) value.forEach((item) => markersIn(item, found));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((child) => markersIn(child, found));
  return found;
}
