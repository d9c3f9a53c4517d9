/** Build-time settings, read once and checked here so the rest of the app can trust them. */
function apiBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim() || '/api/v1';
  if (!value.startsWith('/') && !/^https?:\/\//.test(value)) {
    throw new Error(`VITE_API_BASE_URL must be a path or an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export const env = {
  apiBaseUrl: apiBaseUrl(import.meta.env.VITE_API_BASE_URL),
  recaptchaSiteKey: (import.meta.env.VITE_RECAPTCHA_SITE_KEY ?? '').trim() || null,
  /** Which build this is; support asks for it, and the update test tells builds apart by it. */
  appVersion: (import.meta.env.VITE_APP_VERSION ?? '').trim() || 'dev',
  /** The year the app was built in: what the prerendered pages counted from. */
  buildYear: Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear(),
} as const;
