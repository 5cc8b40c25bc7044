// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, always } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'trainings',
  menu: { key: 'trainings', icon: 'graduation', order: 10, visible: always },
});
