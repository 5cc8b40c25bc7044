// `use-sync-external-store/shim` for SWR: React 19 has the hook, so the shim's fallback for
// React 17 (about 0.4 kB of every screen that loads data) is replaced by React's own, through a
// resolve alias in next.config.mjs.
export { useSyncExternalStore } from 'react';
