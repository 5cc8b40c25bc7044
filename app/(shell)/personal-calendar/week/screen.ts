// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
// One week of the personal calendar to print (not a rules §2 route).
import { defineScreen } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'weekSchedule',
});
