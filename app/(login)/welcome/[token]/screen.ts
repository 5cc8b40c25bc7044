// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: null,
  public: true,
});
