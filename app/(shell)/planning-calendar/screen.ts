// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right, clientOrPlanner } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'planningCalendar',
  menu: {
    key: 'planningCalendar',
    icon: 'calendar',
    order: 2,
    visible: (s) => clientOrPlanner(s) && right(s, 'planningCalendar.READ'),
  },
});
