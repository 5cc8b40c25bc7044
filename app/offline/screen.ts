// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
// The PWA's offline page (not a rules §2 route): public, so the service worker can cache it.
import { defineScreen } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'offline',
  public: true,
});
