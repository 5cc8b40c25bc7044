// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right } from '@/lib/auth/screen-rules';
import { isCrew } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'jobs',
  menu: {
    key: 'jobs',
    icon: 'briefcase',
    order: 8,
    visible: (s) => isCrew(lt(s)) && right(s, 'projects.READ'),
    bottomBar: { order: 1, visible: (s) => isCrew(lt(s)) },
  },
});
