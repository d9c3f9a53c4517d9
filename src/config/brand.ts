// Relative: vite.config.ts reads this file before the @ alias exists.
import { PROVIDER_NAME, PROVIDER_SHORT_NAME } from '../contract/brand.ts';

/**
 * The provider's name. The spec replaces the product's name with 'the provider' and gives
 * none of its own, so the sentences that named the product read with `brand.name` ("We Are
 * Provider Payee Services", "the Provider team"). A provider sets its own name here and
 * nowhere else; office details live in `offices.ts` beside this file.
 */
export const brand = {
  name: PROVIDER_SHORT_NAME,
  appName: PROVIDER_NAME,
  shortName: 'Payee Services',
  themeColor: '#0d47a1',
  backgroundColor: '#ffffff',
  /** The home page counts years of experience from this year (spec section 9: founded 2008). */
  foundedYear: 2008,
  /** The footer's copyright line (spec section 9: footer year 2024). */
  copyrightYear: 2024,
  /** Spec section 1: 'Our Commitment in Numbers'. */
  clientsServed: '1800+',
  /**
   * What the confirmation page promises an applicant: the business days the provider aims to
   * take for a first answer. The spec gives no figure; the provider sets its own here.
   */
  reviewBusinessDays: 5,
} as const;
