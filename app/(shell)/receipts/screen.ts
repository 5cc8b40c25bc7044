// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'receipts',
  menu: { key: 'receipts', icon: 'receipt', order: 16, visible: (s) => right(s, 'receipts.READ') },
});
