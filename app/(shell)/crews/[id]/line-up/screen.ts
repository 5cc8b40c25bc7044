// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
// The crew's week to print (not a rules §2 route): crew chief and planners.
import { defineScreen } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'crewLineUp',
});
