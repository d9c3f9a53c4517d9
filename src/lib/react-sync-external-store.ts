/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook (the
 * package's README calls itself a backwards-compatible shim for `React.useSyncExternalStore`,
 * and on such a React its code hands that hook over). wouter and SWR import the shim for older
 * Reacts; the build resolves their import here (vite.config.ts), which leaves out the shim's
 * fallback code, never run on this app's React, from every first visit.
 */
export { useSyncExternalStore } from 'react';
