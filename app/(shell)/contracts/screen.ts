// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right } from '@/lib/auth/screen-rules';
import { isCrew } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'contracts',
  menu: {
    key: 'contracts',
    icon: 'contract',
    order: 13,
    visible: (s) => isCrew(lt(s)) && right(s, 'staffContracts.READ'),
  },
});
