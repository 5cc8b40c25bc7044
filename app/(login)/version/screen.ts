// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, always } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'version',
  public: true,
  menu: { key: 'version', icon: 'info', order: 24, visible: always },
});
