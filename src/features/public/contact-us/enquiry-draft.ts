import type { EnquiryValues } from './enquiry-values';

/**
 * An enquiry typed and not yet sent, kept in this tab's sessionStorage so that a reload, a
 * dropped page or a look at another page of the site loses nothing. The tab alone: the contact
 * page is public, often opened on a shared computer, so what one person typed never waits on
 * the device for the next visitor, and closing the tab ends it. The SSN is never kept (it is
 * typed again); sending the enquiry forgets the rest.
 */
const KEY = 'payee-enquiry';

const TEXTS = ['first_name', 'last_name', 'email', 'phone_number', 'description'] as const;

/** The kept values, each of its own type; anything else that storage holds is ignored. */
export function keptEnquiry(): EnquiryValues | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const values: EnquiryValues = {};
  for (const name of TEXTS) if (typeof record[name] === 'string' && record[name] !== '') values[name] = record[name];
  if (record.is_client === true) values.is_client = true;
  if (typeof record.enquiry_type_id === 'number' && Number.isInteger(record.enquiry_type_id)) values.enquiry_type_id = record.enquiry_type_id;
  return Object.keys(values).length > 0 ? values : null;
}

/** Keeps what the form holds but the SSN; an empty form keeps nothing. */
export function keepEnquiry({ ssn: _ssn, ...values }: EnquiryValues): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '' && value !== false));
  try {
    if (Object.keys(kept).length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (full, or turned off): the form works as before, without the copy.
  }
}
