// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right, clientOrPlanner } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'plannerCrew',
  menu: { key: 'plannerCrew', icon: 'users', order: 4, visible: (s) => clientOrPlanner(s) && right(s, 'crews.READ') },
});
