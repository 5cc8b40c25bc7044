// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
// Outside the shell, without toasts (rules §2).
import { defineScreen } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'publicProfile',
});
