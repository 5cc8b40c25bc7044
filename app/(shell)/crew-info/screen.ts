// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right } from '@/lib/auth/screen-rules';
import { isCrew } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'crewInfo',
  menu: { key: 'crewInfo', icon: 'info', order: 14, visible: (s) => isCrew(lt(s)) && right(s, 'crewInfo.READ') },
});
