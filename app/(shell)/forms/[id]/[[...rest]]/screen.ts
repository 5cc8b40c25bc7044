// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
// rules §2: /forms/{id}/{name?}/{questionId?}.
import { defineScreen } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'form',
});
