// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, always } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'home',
  menu: { key: 'home', icon: 'home', order: 1, visible: always, bottomBar: { order: 4, visible: always } },
});
