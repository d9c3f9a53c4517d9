/**
 * The provider's name as the reference server prints it (account statements). The app's
 * own brand object lives in src/config/brand.ts; keep the two names the same.
 */
export const PROVIDER_NAME = 'Provider Payee Services';
