import { onlyDigits } from '@/lib/digits';
import { brand } from './brand';

/**
 * The three state offices (spec sections 1 and 2). The spec gives no office details, so every
 * address, e-mail and number below is a clearly fictional placeholder (example.org, 555-01xx
 * numbers, Example streets): THE PROVIDER REPLACES THEM with its own before going live.
 * The map generator (server/cli/generate-us-map.ts) keeps its own list of the served states.
 */
export interface Office {
  /** Used in element ids and the outline picture's file name. */
  slug: 'maryland' | 'virginia' | 'ohio';
  state: string;
  abbreviation: 'MD' | 'VA' | 'OH';
  /** The year the office opened (spec: Ohio 2008, Maryland and Virginia 2014). */
  since: number;
  email: string;
  /** Shown formatted; links use the digits. */
  phone: string;
  fax: string;
  /** The home page's 'mailing address'; Virginia shows only a company name (spec section 1). */
  mailingAddress: readonly string[];
  /** The Contact Us cards' postal address. */
  postalAddress: readonly string[];
  /** The state's outline, drawn from Census geometry (public/images/states). */
  image: string;
}

export const offices: readonly Office[] = [
  {
    slug: 'maryland',
    state: 'Maryland',
    abbreviation: 'MD',
    since: 2014,
    email: 'maryland@example.org',
    phone: '(410) 555-0101',
    fax: '(410) 555-0102',
    mailingAddress: ['P.O. Box 0101', 'Baltimore, MD 21201'],
    postalAddress: ['100 Example Street, Suite 200', 'Baltimore, MD 21201'],
    image: '/images/states/maryland.svg',
  },
  {
    slug: 'virginia',
    state: 'Virginia',
    abbreviation: 'VA',
    since: 2014,
    email: 'virginia@example.org',
    phone: '(804) 555-0111',
    fax: '(804) 555-0112',
    mailingAddress: [`${brand.appName} of Virginia`],
    postalAddress: ['200 Example Avenue', 'Richmond, VA 23219'],
    image: '/images/states/virginia.svg',
  },
  {
    slug: 'ohio',
    state: 'Ohio',
    abbreviation: 'OH',
    since: 2008,
    email: 'ohio@example.org',
    phone: '(614) 555-0121',
    fax: '(614) 555-0122',
    mailingAddress: ['P.O. Box 0121', 'Columbus, OH 43215'],
    postalAddress: ['300 Example Road', 'Columbus, OH 43215'],
    image: '/images/states/ohio.svg',
  },
];

/** The office open by default in the home page's 'We are present in...' list. */
export const DEFAULT_OPEN_OFFICE: Office['slug'] = 'maryland';

/** Digits for a tel: link. */
export function telHref(number: string): string {
  return `tel:+1${onlyDigits(number)}`;
}
