/**
 * Builds request bodies the way the API expects them (Laravel style): empty, null and
 * undefined values dropped, nesting flattened to bracketed names (`a[b][0][c]`), booleans as
 * 1/0, and multipart only when a file is present.
 */
export type PayloadValue =
  | string
  | number
  | boolean
  | Blob
  | null
  | undefined
  | readonly PayloadValue[]
  | { readonly [key: string]: PayloadValue };

export type PayloadEntry = [name: string, value: string | Blob];

export function isEmptyValue(value: unknown): value is '' | null | undefined {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

function scalar(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

export function flattenPayload(payload: { readonly [key: string]: PayloadValue }): PayloadEntry[] {
  const entries: PayloadEntry[] = [];
  const visit = (name: string, value: PayloadValue): void => {
    if (isEmptyValue(value)) return;
    if (isBlob(value)) {
      entries.push([name, value]);
    } else if (Array.isArray(value)) {
      value.forEach((item: PayloadValue, index: number) => visit(`${name}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [key, child] of Object.entries(value as { [key: string]: PayloadValue })) {
        visit(`${name}[${key}]`, child);
      }
    } else {
      entries.push([name, scalar(value as string | number | boolean)]);
    }
  };
  for (const [key, value] of Object.entries(payload)) visit(key, value);
  return entries;
}

export function hasFile(entries: readonly PayloadEntry[]): boolean {
  return entries.some(([, value]) => typeof value !== 'string');
}

/** URLSearchParams (form-encoded) unless a file is present or multipart is asked for, then FormData. */
export function toRequestBody(payload: { readonly [key: string]: PayloadValue }, { multipart = false } = {}): URLSearchParams | FormData {
  const entries = flattenPayload(payload);
  if (multipart || hasFile(entries)) {
    const form = new FormData();
    for (const [name, value] of entries) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, value instanceof File ? value.name : 'upload');
    }
    return form;
  }
  return new URLSearchParams(entries as [string, string][]);
}

/** Query strings use the same rules as bodies. */
export function toQueryString(payload: { readonly [key: string]: PayloadValue }): string {
  return new URLSearchParams(flattenPayload(payload) as [string, string][]).toString();
}
