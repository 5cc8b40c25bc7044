// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right, clientOrPlanner } from '@/lib/auth/screen-rules';
import { isClient, isCrew } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'projectsCalendar',
  menu: {
    key: 'projectsCalendar',
    icon: 'calendar-grid',
    order: 17,
    visible: (s) => clientOrPlanner(s) && right(s, 'projects.READ'),
    bottomBar: { order: 5, visible: (s) => isClient(lt(s)) && !isCrew(lt(s)) },
  },
});
