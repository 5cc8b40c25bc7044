// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'vacancies',
  menu: { key: 'vacancies', icon: 'megaphone', order: 21, visible: (s) => right(s, 'vacancies.READ') },
});
