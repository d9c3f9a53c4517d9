/** The name formatter of spec section 3. */
export interface PersonName {
  title?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  suffix?: string | null;
  ssn_number_partial?: string | number | null;
}

export type NameStyle =
  | 'full' // Title First Middle Last Suffix
  | 'firstLast' // First Last
  | 'firstMiddleLast' // First Middle Last
  | 'lastFirst' // Last, First Middle
  | 'initials' // FL
  | 'firstInitialLast' // First M. Last
  | 'withSsn'; // First M. Last #1234 (the default)

const clean = (part: string | number | null | undefined) => String(part ?? '').trim();
const join = (...parts: (string | null | undefined)[]) => parts.map(clean).filter(Boolean).join(' ');
const initial = (part: string | null | undefined) => (clean(part) ? `${clean(part).charAt(0).toUpperCase()}.` : '');

export function formatName(person: PersonName, style: NameStyle = 'withSsn'): string {
  const { title, first_name: first, middle_name: middle, last_name: last, suffix } = person;
  switch (style) {
    case 'full':
      return join(title, first, middle, last, suffix);
    case 'firstLast':
      return join(first, last);
    case 'firstMiddleLast':
      return join(first, middle, last);
    case 'lastFirst': {
      const rest = join(first, middle);
      return clean(last) && rest ? `${clean(last)}, ${rest}` : join(last, rest);
    }
    case 'initials':
      return [first, last].map((p) => clean(p).charAt(0).toUpperCase()).join('');
    case 'firstInitialLast':
      return join(first, initial(middle), last);
    case 'withSsn': {
      const ssn = clean(person.ssn_number_partial);
      return join(first, initial(middle), last, ssn ? `#${ssn}` : '');
    }
  }
}
