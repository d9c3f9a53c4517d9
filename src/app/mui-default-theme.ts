// MUI's default theme, replaced by the app's own at build time (build/one-theme.ts).
export { theme as default } from './theme';
