// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'profile',
  menu: { key: 'profile', icon: 'user', order: 22, visible: (s) => right(s, 'persons.READ') },
});
