/**
 * The provider's name. The spec replaces the product's name with 'the provider' and gives
 * none of its own, so the sentences that named the product read with `brand.name` ("We Are
 * Provider Payee Services", "the Provider team"). A provider sets its own name here and
 * nowhere else; office details live in `offices.ts` beside this file.
 */
export const brand = {
  name: 'Provider',
  appName: 'Provider Payee Services',
  shortName: 'Payee Services',
  description:
    'Representative Payee, Federal Fiduciary and Money Management services in Maryland, Virginia and Ohio.',
  themeColor: '#0d47a1',
  backgroundColor: '#ffffff',
} as const;
