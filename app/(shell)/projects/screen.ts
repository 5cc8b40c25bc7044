// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right, clientOrPlanner } from '@/lib/auth/screen-rules';
import { isClient } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'projects',
  menu: {
    key: 'projects',
    icon: 'folder',
    order: 3,
    visible: (s) => clientOrPlanner(s) && right(s, 'projects.READ'),
    bottomBar: { order: 3, visible: (s) => isClient(lt(s)) },
  },
});
