// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'invoices',
  menu: { key: 'invoices', icon: 'invoice', order: 7, visible: (s) => right(s, 'invoices.READ') },
});
