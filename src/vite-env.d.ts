/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API, e.g. https://api.example.org/api/v1. Default: same origin /api/v1. */
  readonly VITE_API_BASE_URL?: string;
  /** reCAPTCHA v3 site key; without it the local bot-check provider is used. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** Build label, set by the build (default: package version and build time). */
  readonly VITE_APP_VERSION?: string;
  /** The year of the build (set by vite.config.ts): the prerendered home page counted from it. */
  readonly VITE_BUILD_YEAR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
