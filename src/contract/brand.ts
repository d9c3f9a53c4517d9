/**
 * The provider's names, shared by the app (src/config/brand.ts builds on them) and the
 * reference server (account statements). A provider replaces them here.
 */
export const PROVIDER_SHORT_NAME = 'Provider';
export const PROVIDER_NAME = `${PROVIDER_SHORT_NAME} Payee Services`;
