// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right } from '@/lib/auth/screen-rules';
import { isCrew } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'payrolls',
  menu: { key: 'payrolls', icon: 'wallet', order: 12, visible: (s) => isCrew(lt(s)) && right(s, 'payrolls.READ') },
});
