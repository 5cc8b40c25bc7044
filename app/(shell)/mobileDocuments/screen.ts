// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'mobileDocuments',
  menu: { key: 'mobileDocuments', icon: 'document', order: 11, visible: (s) => right(s, 'mobileDocuments.READ') },
});
